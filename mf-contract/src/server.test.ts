/** @jest-environment node */
import { JOURNEY_SCHEMA_VERSION } from '@greencard/store';

// What the step's build defines (shared/build), as a build for this journey would.
Object.assign(globalThis, { __JOURNEY_MAJOR__: JOURNEY_SCHEMA_VERSION, __STEP_BUILD__: 'contract@1.0.0+a' });

describe("the contract step's first views (docs/server-rendering.md)", () => {
  it('write the widget showcase out in full in both languages, and leave the contract page to the browser', async () => {
    const { firstViews } = await import('./server');
    const views = await firstViews(['/contract', '/UI']);
    expect(Object.keys(views.uk ?? {})).toEqual(['/UI']);
    expect(Object.keys(views.en ?? {})).toEqual(['/en/UI']);
    expect(views.uk?.['/UI']).toMatch(/<h1 id="ui-title">Віджети інтерфейсу<\/h1>/);
    const en = views.en?.['/en/UI'] ?? '';
    expect(en).toMatch(/<h1 id="ui-title">Interface widgets<\/h1>/);
    for (const widget of ['role="combobox"', 'type="checkbox"', 'placeholder="dd.mm.yyyy"', 'class="gc-steps"'])
      expect(en).toContain(widget);
  });

  it('write the step indicator with its steps, so that nothing moves when the browser takes over', async () => {
    const { firstViews } = await import('./server');
    const views = await firstViews(['/UI']);
    const steps = (views.en?.['/en/UI'] ?? '').match(/<ol class="gc-steps[^>]*>(.*?)<\/ol>/)?.[1] ?? '';
    for (const label of ['Calculation', 'Contract', 'Confirmation', 'Points', 'Payment'])
      expect(steps).toContain(label);
    expect(views.uk?.['/UI']).toContain('Підтвердження');
  });
});
