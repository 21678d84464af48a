import { startTransition, useState, type FormEvent } from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { TAPS_BEFORE_HYDRATION_SCRIPT, TAPS_BEFORE_HYDRATION_SOURCE } from './tapsBeforeHydration';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** What the step below saw, in order. */
let seen: string[] = [];

/** A step in miniature: a button that opens a list, a key that opens it too, a controlled field, a form, a box. */
function Step() {
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    seen.push(`submit ${number} ${String(agreed)}`);
  };
  return (
    <div data-step="demo">
      <button
        type="button"
        id="area"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => seen.push(`key ${event.key}`)}
      >
        Coverage area
      </button>
      {open ? <ul role="listbox" /> : null}
      <form onSubmit={submit}>
        <input aria-label="number" value={number} onChange={(event) => setNumber(event.target.value)} />
        <input
          aria-label="agreed"
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <details onToggle={(event) => seen.push(`toggle ${String(event.currentTarget.open)}`)}>
          <summary>More</summary>
        </details>
        <button type="submit">Get the price</button>
      </form>
    </div>
  );
}

const outlet = () => document.getElementById('step-outlet') as HTMLElement;
const byLabel = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;

/** The server's page, with the script run as the page's head runs it (the script is only text to the test). */
function serverPage(withScript: boolean) {
  document.documentElement.innerHTML = `<head></head><body><div id="root"><div id="step-outlet">${renderToString(<Step />)}</div></div></body>`;
  // The script is text the page's head runs as it is: the test runs it so.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  if (withScript) new Function(TAPS_BEFORE_HYDRATION_SCRIPT)();
}

/** The tasks queued so far have run (the browser's toggle event, the script's acts). */
const browserTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The step's lifecycle in short (shared/step/src/lifecycle.tsx): hydration as a transition, then the mark. */
async function mount(): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(outlet(), <Step />);
    });
    outlet().dataset.mountedStep = 'demo';
    // The acts are done again one a task.
    for (let task = 0; task < 10; task += 1) await browserTasks();
  });
  return root as Root;
}

/** What a buyer does before the page's script has run: taps, keys, typing (the browser does these natively). */
function actBeforeHydration() {
  button('Coverage area').click();
  button('Coverage area').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  const field = byLabel('number');
  field.value = 'AA1234AA';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  byLabel('agreed').click();
  const details = document.querySelector('details') as HTMLDetailsElement;
  details.open = true;
  button('Get the price').click();
}

describe('the script that keeps taps made before the page hydrates', () => {
  let root: Root | undefined;
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('hands each tap, key, field, box, toggle and submission to the step once it is mounted, in order', async () => {
    serverPage(true);
    actBeforeHydration();
    await browserTasks();
    expect(document.querySelector('[role=listbox]')).toBeNull();
    root = await mount();
    expect(document.querySelector('[role=listbox]')).not.toBeNull();
    expect(seen).toEqual(['key ArrowDown', 'submit AA1234AA true', 'toggle true']);
    expect(byLabel('number').value).toBe('AA1234AA');
    expect(byLabel('agreed').checked).toBe(true);
    await act(async () => button('Get the price').click());
    expect(seen.at(-1)).toBe('submit AA1234AA true');
  });

  it('is what made the difference: without it the same acts are lost', async () => {
    serverPage(false);
    actBeforeHydration();
    await browserTasks();
    root = await mount();
    expect(document.querySelector('[role=listbox]')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('holds the native submission of the form while the page waits', async () => {
    serverPage(true);
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    button('Get the price').click();
    document.removeEventListener('submit', submitted);
    expect(submitted.mock.results[0]?.value).toBe(true);
    root = await mount();
    expect(seen).toEqual(['submit  false']);
  });

  it('steps aside once the step is mounted: React alone handles what comes after', async () => {
    serverPage(true);
    root = await mount();
    button('Coverage area').click();
    await act(async () => undefined);
    expect(document.querySelectorAll('[role=listbox]')).toHaveLength(1);
    const submitted = jest.fn();
    document.addEventListener('submit', submitted);
    await act(async () => button('Get the price').click());
    document.removeEventListener('submit', submitted);
    expect(seen).toEqual(['submit  false']);
  });

  it('finds a control the step rendered afresh by its id', async () => {
    serverPage(true);
    button('Coverage area').click();
    // The step renders over the server's HTML instead of taking it over (a saved journey, another build).
    outlet().innerHTML = renderToString(<Step />);
    root = await mount();
    expect(document.querySelector('[role=listbox]')).not.toBeNull();
  });

  it('is allowed by the page policy through its hash, and by nothing broader', () => {
    const hash = createHash('sha256').update(TAPS_BEFORE_HYDRATION_SCRIPT).digest('base64');
    expect(TAPS_BEFORE_HYDRATION_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(TAPS_BEFORE_HYDRATION_SOURCE);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
