import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { createTestI18n } from '@greencard/i18n/testing';
import { createShopStore, JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { TEST_COMPANY } from '../testing';
import { HYDRATION_ERROR } from './hydration/reportHydrationError';
import { createStepLifecycle, type StepDefinition } from './lifecycle';
import { firstViewElement } from './firstViews';
import { useStepPath } from './usePathname';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>Page {useStepPath()}</h1>
      <button onClick={() => setCount(count + 1)}>Pressed {count}</button>
    </section>
  );
}

const step: StepDefinition = {
  name: 'probe',
  journeyMajor: JOURNEY_SCHEMA_VERSION,
  Root: Counter,
  build: 'probe@1.0.0+a',
};

const services = () => ({
  store: createShopStore({ persist: false }),
  i18n: createTestI18n('en'),
  config: { company: TEST_COMPANY, draftDialect: 'camel' as const, apiBaseUrl: '/api' },
});

/** The page as the shop server sends it: the step's first view at /en/probe in the outlet. */
const serverHtml = async () => renderToString(firstViewElement(step, services(), '/en/probe'));

/** The server's page in the document: its outlet (the shell's, with no role), and the step's heading in it. */
async function serverPage(html?: string) {
  html ??= await serverHtml();
  window.history.pushState(null, '', '/en/probe');
  const outlet = document.createElement('div');
  outlet.id = 'step-outlet';
  outlet.innerHTML = html;
  document.body.replaceChildren(outlet);
  return { outlet, heading: screen.getByRole('heading', { level: 1 }) };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const counter = () => screen.getByRole('button', { name: /^Pressed/ });

async function mount(definition: StepDefinition = step) {
  const lifecycle = createStepLifecycle(definition);
  const props = { ...services(), name: 'probe' };
  await act(async () => {
    await lifecycle.mount(props);
  });
  return () => act(async () => lifecycle.unmount());
}

describe('a step mounting over the HTML the server rendered', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  const mismatches = (): unknown[][] =>
    errors.mock.calls.filter(([message]) => String(message).startsWith(HYDRATION_ERROR)) as unknown[][];

  it('takes it over: the same elements, now working, with the path the server used', async () => {
    const server = await serverPage();
    expect(server.heading).toHaveTextContent('Page /probe');
    const unmount = await mount();
    expect(heading()).toBe(server.heading);
    fireEvent.click(counter());
    expect(counter()).toHaveTextContent('Pressed 1');
    expect(server.outlet.dataset.mountedStep).toBe('probe');
    expect(mismatches()).toEqual([]);
    await unmount();
    expect(server.outlet.dataset.mountedStep).toBeUndefined();
  });

  it('marks the outlet only once React has committed the step, when a tap on it is handled, not when it starts', async () => {
    const { outlet } = await serverPage();
    const lifecycle = createStepLifecycle(step);
    const props = { ...services(), name: 'probe' };
    // Outside act: React takes the page over in its own time, as in a browser.
    await lifecycle.mount(props);
    expect(outlet.dataset.mountedStep).toBeUndefined();
    await waitFor(() => expect(outlet.dataset.mountedStep).toBe('probe'));
    fireEvent.click(counter());
    await waitFor(() => expect(counter()).toHaveTextContent('Pressed 1'));
    await act(async () => lifecycle.unmount());
  });

  it('reports a page that differs from what it would render, and shows its own', async () => {
    await serverPage((await serverHtml()).replace('/probe</h1>', '/other</h1>'));
    await mount();
    expect(heading()).toHaveTextContent('Page /probe');
    expect(mismatches()).toEqual([[`${HYDRATION_ERROR} in probe:`, expect.anything()]]);
  });

  it("renders afresh over another build's HTML, or when this browser keeps a saved form", async () => {
    let server = await serverPage();
    await mount({ ...step, build: 'probe@1.0.1+b' });
    expect(heading()).not.toBe(server.heading);

    server = await serverPage();
    localStorage.setItem('state_snapshot_probe', '{}');
    await mount();
    expect(heading()).not.toBe(server.heading);
    expect(heading()).toHaveTextContent('Page /probe');
    expect(mismatches()).toEqual([]);
  });
});
