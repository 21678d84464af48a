/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { useShopConfig } from './context';
import { createStepFirstViews } from './firstViews';
import type { StepDefinition } from './StepRoot';
import { useBrowserOnly } from './browserOnly';
import { useStepPath } from './usePathname';

const stepOf = (Root: StepDefinition['Root']): StepDefinition => ({
  name: 'calculator',
  journeyMajor: JOURNEY_SCHEMA_VERSION,
  Root,
  build: 'calculator@1.0.0+a',
});

describe("a step's first views", () => {
  it('are its pages in every language, at their localized paths, in the frame the lifecycle renders', async () => {
    const views = await createStepFirstViews(stepOf(() => <h1>Page {useStepPath()}</h1>))(['/', '/contract']);
    expect(Object.keys(views)).toEqual(['uk', 'en']);
    expect(Object.keys(views.uk ?? {})).toEqual(['/', '/contract']);
    expect(Object.keys(views.en ?? {})).toEqual(['/en', '/en/contract']);
    expect(views.en?.['/en/contract']).toBe(
      '<div class="step" data-step="calculator" data-step-build="calculator@1.0.0+a"><h1>Page <!-- -->/contract</h1></div>',
    );
  });

  it('wait for what a step loads lazily, so the browser takes over the whole page', async () => {
    const Answers = lazy(async () => ({ default: () => <p>All the answers</p> }));
    const views = await createStepFirstViews(
      stepOf(() => (
        <Suspense fallback={<p>Loading</p>}>
          <Answers />
        </Suspense>
      )),
    )(['/']);
    expect(views.uk?.['/']).toContain('All the answers');
    expect(views.uk?.['/']).not.toContain('Loading');
  });

  it('leave out a page that depends on the browser, and one that reads the company (known only when the shop runs)', async () => {
    function Journey(): null {
      useBrowserOnly('the saved journey');
      return null;
    }
    expect(await createStepFirstViews(stepOf(Journey))(['/'])).toEqual({});
    function Support() {
      return <p>{useShopConfig().company.supportPhones.join(', ')}</p>;
    }
    expect(await createStepFirstViews(stepOf(Support))(['/'])).toEqual({});
  });

  it('fail the build with the error of a page that breaks', async () => {
    function Broken(): null {
      throw new Error('window is not defined');
    }
    await expect(createStepFirstViews(stepOf(Broken))(['/'])).rejects.toThrow('window is not defined');
  });
});
