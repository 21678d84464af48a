// The frame's outlet takes a step's root, in a frame rendered in the browser (`npm run dev`'s pages, a test build's)
// and in one the server rendered with the step's first view, with no error of React's development build (the React
// jest runs and the dev loop serves, which checks more than the production build): a step's root that fills an
// element of the frame's own React is such an error ("Cannot use a ref on a React element as a container").
import { act, screen, within } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider, loadLanguage } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { createShopStore, JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { createStepLifecycle, type StepDefinition, type StepServices } from '@greencard/step';
import { firstViewElement } from '@greencard/step/src/firstViews';
import { TEST_COMPANY } from '@greencard/step/testing';
import { setPageJourney } from './journey/pageJourney';
import { registryRoutes } from './remotes/registry';
import { setPageRoutes } from './routing/pageRoutes';
import { TEST_REGISTRY } from './testing/stepRegistry';
import { renderShell } from '../server/page/serverRendering/renderShell';
import { ShellApp } from './ShellApp';

const NO_OVERRIDES = { active: {}, refused: [] };

/** Two steps' pages, each its own root in the one outlet, as single-spa mounts them one after the other. */
const calculator: StepDefinition = {
  name: 'calculator',
  journeyMajor: JOURNEY_SCHEMA_VERSION,
  build: 'calculator@1.0.0+a',
  Root: () => <h1>Green Card online</h1>,
};
const contract: StepDefinition = {
  name: 'contract',
  journeyMajor: JOURNEY_SCHEMA_VERSION,
  Root: () => <h1>Contract</h1>,
};

async function pageServices(): Promise<StepServices> {
  const i18n = createI18n('en');
  await loadLanguage(i18n, 'en');
  return {
    store: createShopStore({ persist: false }),
    i18n,
    config: { company: TEST_COMPANY, draftDialect: 'camel', apiBaseUrl: '/api' },
  };
}

/** Mounts a step into the outlet as single-spa does; the returned function unmounts it. */
async function mountStep(step: StepDefinition, services: StepServices) {
  const lifecycle = createStepLifecycle(step);
  const props = { ...services, name: step.name };
  await act(async () => {
    await lifecycle.mount(props);
  });
  return () => act(async () => lifecycle.unmount());
}

/** The frame as the page's bootstrap has it take the page over: its outlet's HTML read back from the outlet. */
const frame = (services: StepServices) => (
  <I18nextProvider i18n={services.i18n}>
    <ShellApp
      company={TEST_COMPANY}
      onReady={() => undefined}
      overrides={NO_OVERRIDES}
      // eslint-disable-next-line testing-library/no-node-access -- the outlet, read back as the bootstrap does, has no role
      outletHtml={document.getElementById('step-outlet')?.innerHTML}
    />
  </I18nextProvider>
);

/** The element the frame's root renders into, the only one in the document. */
function pageRoot(html = '') {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

/** The heading of the step's page, in the page's main content where the outlet is. */
const stepHeading = () => within(screen.getByRole('main')).getByRole('heading', { level: 1 });

describe("the frame's step outlet", () => {
  let errors: jest.SpyInstance;
  let root: Root | undefined;
  beforeEach(() => {
    window.history.pushState(null, '', '/en');
    setPageRoutes(registryRoutes(TEST_REGISTRY));
    setPageJourney(TEST_REGISTRY);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('takes the steps one after the other in a frame rendered in the browser, with no React error', async () => {
    const element = pageRoot();
    const services = await pageServices();
    // eslint-disable-next-line testing-library/no-unnecessary-act -- React's createRoot().render, which act must wrap, not Testing Library's render
    await act(async () => {
      root = createRoot(element);
      root.render(frame(services));
    });
    const unmountCalculator = await mountStep(calculator, services);
    expect(stepHeading()).toHaveTextContent('Green Card online');
    await unmountCalculator();
    const unmountContract = await mountStep(contract, services);
    expect(stepHeading()).toHaveTextContent('Contract');
    await unmountContract();
    expect(errors.mock.calls).toEqual([]);
  });

  it("takes the server's first view over, then the next step rendered afresh, with no React error", async () => {
    const services = await pageServices();
    // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString: HTML, not a render result
    const stepHtml = renderToString(firstViewElement(calculator, services, '/en'));
    const { html } = await renderShell({
      locale: 'en',
      pathname: '/en',
      routes: registryRoutes(TEST_REGISTRY),
      journey: plannedJourney(TEST_REGISTRY),
      config: { company: TEST_COMPANY, draftDialect: 'camel', overrideOrigins: [] },
      stepHtml,
    });
    const element = pageRoot(html);
    const heading = stepHeading();
    await act(async () => {
      root = hydrateRoot(element, frame(services));
    });
    const unmountCalculator = await mountStep(calculator, services);
    // Taken over, not rendered again: the server's very element.
    expect(stepHeading()).toBe(heading);
    await unmountCalculator();
    const unmountContract = await mountStep(contract, services);
    expect(stepHeading()).toHaveTextContent('Contract');
    await unmountContract();
    expect(errors.mock.calls).toEqual([]);
  });
});
