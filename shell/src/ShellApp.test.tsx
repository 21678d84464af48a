import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { createStepLifecycle, type StepDefinition, type StepServices } from '@greencard/step';
import { TEST_COMPANY } from '@greencard/step/testing';
import { createShopStore, JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { setPageJourney } from './journey/pageJourney';
import type { StepOverrides } from './remotes/override/takeStepOverrides';
import { registryRoutes } from './remotes/registry';
import { setPageRoutes } from './routing/pageRoutes';
import { TEST_REGISTRY } from './testing/stepRegistry';
import { ShellApp } from './ShellApp';

beforeEach(() => {
  setPageRoutes(registryRoutes(TEST_REGISTRY));
  setPageJourney(TEST_REGISTRY);
});

/** A step's page the server rendered into the outlet, which the frame takes over as it is. */
const STEP_PAGE = '<h1>Step page</h1>';

function renderShell(path: string, outletHtml?: string, overrides: StepOverrides = { active: {}, refused: [] }) {
  window.history.pushState(null, '', path);
  const i18n = createTestI18n(path.startsWith('/en') ? 'en' : 'uk');
  const onReady = jest.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ShellApp company={TEST_COMPANY} onReady={onReady} overrides={overrides} outletHtml={outletHtml} />
    </I18nextProvider>,
  );
  return { ...view, i18n, onReady };
}

describe('the shell frame', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows header, step outlet and footer on a step page, and says it is ready for the steps', () => {
    const { onReady } = renderShell('/en', STEP_PAGE);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step page' })).toBeVisible();
    expect(onReady).toHaveBeenCalled();
  });

  it('links the support phones and email, the chats and the platform from the company settings', () => {
    renderShell('/en');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+380441112233' })).toHaveAttribute('href', 'tel:+380441112233');
    expect(within(footer).getByRole('link', { name: 'support@insurer.test' })).toHaveAttribute(
      'href',
      'mailto:support@insurer.test',
    );
    expect(within(footer).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', TEST_COMPANY.chats.telegram);
    expect(within(footer).getByRole('link', { name: 'Viber' })).toHaveAttribute('href', TEST_COMPANY.chats.viber);
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Test Insurer`))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Test Platform/ })).toHaveAttribute(
      'href',
      'https://platform.test',
    );
  });

  it('links home in the header, and not to the platform (the sister product link is in Header.test.tsx)', () => {
    renderShell('/en/contract');
    const nav = screen.getByRole('navigation', { name: /main|navigation|menu/i });
    expect(within(nav).getByRole('link', { name: 'Green Card' })).toHaveAttribute('href', '/en');
    expect(within(nav).queryByRole('link', { name: 'Compulsory auto insurance' })).not.toBeInTheDocument();
  });

  it('opens and closes the menu with its button', async () => {
    renderShell('/en');
    const button = screen.getByRole('button', { name: /menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the 404 page with a link home for an unknown path, and hides the outlet', () => {
    renderShell('/en/nowhere', STEP_PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('heading', { name: 'Step page', hidden: true })).not.toBeVisible();
  });

  it.each([['/easyPayCallBack'], ['/en/portmoneCallBack'], ['/paySuccess']])(
    '%s only wraps the page: no header, no footer',
    (path) => {
      renderShell(path, STEP_PAGE);
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Step page' })).toBeVisible();
    },
  );

  it('keeps the same outlet element when the layout changes, so a mounted step is not torn out', () => {
    renderShell('/en/payment', STEP_PAGE);
    const stepPage = screen.getByRole('heading', { name: 'Step page' });
    act(() => {
      window.history.pushState(null, '', '/en/easyPayCallBack');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // A new outlet would hold a new copy of the page, not the step's own elements.
    expect(screen.getByRole('heading', { name: 'Step page' })).toBe(stepPage);
  });

  it('follows the language of the path and sets the page title, leaving the language cookie to the switch', async () => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
    const { i18n } = renderShell('/contract');
    expect(document.title).toBe('Зелена картка - договір');
    expect(document.documentElement.lang).toBe('uk');
    await act(async () => {
      window.history.pushState(null, '', '/en/contract');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(i18n.language).toBe('en');
    expect(document.title).toBe('Green Card - contract');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).not.toContain('locale=');
  });

  it('shows where the buyer is, with the points step only for a loyalty customer', () => {
    renderShell('/en/confirm');
    const steps = screen.getByRole('list', { name: /steps/i });
    expect(within(steps).queryByText(/points/i)).not.toBeInTheDocument();
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(/confirm/i);
  });

  it('includes the points step when a loyalty customer id is stored and the shop has proved it (rules D32)', () => {
    window.localStorage.setItem('LOYALTY_CUSTOMER_ID', 'LC-1001');
    document.cookie = 'gc_loyalty=1; Path=/';
    try {
      renderShell('/en/confirm');
      expect(within(screen.getByRole('list', { name: /steps/i })).getByText(/points/i)).toBeInTheDocument();
    } finally {
      document.cookie = 'gc_loyalty=; Max-Age=0; Path=/';
    }
  });

  it("shows a step the registry adds where its journey puts it, with its own label in the page's language", () => {
    const review = {
      manifest: 'http://127.0.0.1:9006/mf-manifest.json',
      routes: [
        {
          page: 'review',
          path: '/review',
          layout: 'default' as const,
          step: 'review',
          title: { uk: 'Огляд', en: 'Review' },
        },
      ],
      journey: { label: { uk: 'Перевірка', en: 'Check' }, follows: 'confirm', precedes: 'points', needs: [] },
      calls: [],
      uses: [],
    };
    const registry = { ...TEST_REGISTRY, review };
    setPageRoutes(registryRoutes(registry));
    setPageJourney(registry);
    renderShell('/en/review');
    const items = within(screen.getByRole('list', { name: /steps/i })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Contract'),
      expect.stringContaining('Confirmation'),
      expect.stringContaining('Check'),
      expect.stringContaining('Payment'),
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows no step indicator on the home page, where the journey starts (rules §2)', () => {
    renderShell('/en');
    expect(screen.queryByRole('list', { name: /steps/i })).not.toBeInTheDocument();
  });

  it("follows the registry's pages: a page a step adds is shown in its layout with its title", () => {
    const newReturn = {
      page: 'newPayReturn',
      path: '/newPayCallBack',
      layout: 'provider' as const,
      providerReturn: true as const,
      title: { uk: 'Повернення з NewPay', en: 'Back from NewPay' },
    };
    setPageRoutes(
      registryRoutes({
        ...TEST_REGISTRY,
        payment: { ...TEST_REGISTRY.payment, routes: [...TEST_REGISTRY.payment.routes, newReturn] },
      }),
    );
    renderShell('/en/newPayCallBack', STEP_PAGE);
    expect(document.title).toBe('Back from NewPay');
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step page' })).toBeVisible();
  });

  it('leaves out of the indicator a step with no page of its own in the registry', () => {
    const routes = TEST_REGISTRY.points.routes.map((route) => ({ ...route, step: undefined }));
    setPageRoutes(registryRoutes({ ...TEST_REGISTRY, points: { ...TEST_REGISTRY.points, routes } }));
    window.localStorage.setItem('LOYALTY_CUSTOMER_ID', 'LC-1001');
    renderShell('/en/confirm');
    expect(within(screen.getByRole('list', { name: /steps/i })).queryByText(/points/i)).not.toBeInTheDocument();
  });

  it('says on every layout that a test build is loaded in this browser', () => {
    renderShell('/en/easyPayCallBack', undefined, {
      active: { payment: 'https://builds.example.com/mf-manifest.json' },
      refused: [],
    });
    expect(screen.getByRole('region', { name: 'Test builds' })).toHaveTextContent(
      'Testing payment build https://builds.example.com/mf-manifest.json in this browser',
    );
  });

  it('explains why a buyer was sent back to the start', () => {
    window.sessionStorage.setItem('journey_notice', 'noDraft');
    renderShell('/en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is no contract to confirm yet. Choose an offer and fill in the contract first.',
    );
  });
});

describe('a buyer sent back to the start', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hears why: the notice comes into a live region the page already had, not one that arrives with its text', async () => {
    renderShell('/en/contract');
    const main = screen.getByRole('main');
    // eslint-disable-next-line testing-library/no-node-access -- what a screen reader watches for changes
    const regionsBefore = [...main.querySelectorAll('[aria-live], [role="status"], [role="alert"]')];
    // The contract page's guard sends the buyer to the start with the reason (redirectToStart).
    await act(async () => {
      window.sessionStorage.setItem('journey_notice', 'noProduct');
      window.history.replaceState(null, '', '/en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const notice = screen.getByText(/Choose an offer first/);
    // The region around the notice.
    expect(regionsBefore.some((region) => region.contains(notice))).toBe(true);
  });
});

describe('moving between pages', () => {
  // A step as single-spa mounts it, some time after the navigation: its page appears in the outlet.
  const stepRenders = async (i18n: StepServices['i18n'], Root: StepDefinition['Root']) => {
    const lifecycle = createStepLifecycle({ name: 'calculator', journeyMajor: JOURNEY_SCHEMA_VERSION, Root });
    const props = {
      name: 'calculator',
      i18n,
      store: createShopStore({ persist: false }),
      config: { company: TEST_COMPANY, draftDialect: 'camel' as const, apiBaseUrl: '/api' },
    };
    await act(() => lifecycle.mount(props));
    jest.advanceTimersByTime(0);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.scrollTop = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('opens the new page at its top with the focus on its heading, once the step has rendered it', async () => {
    const { i18n } = renderShell('/en/nowhere');
    document.documentElement.scrollTop = 460;
    fireEvent.click(screen.getByRole('link', { name: /home/i }));
    expect(window.location.pathname).toBe('/en');
    // The step is still loading: nothing moves yet.
    expect(document.documentElement.scrollTop).toBe(460);

    await stepRenders(i18n, () => (
      <>
        <h1>Green Card</h1>
        <p>Choose an offer</p>
      </>
    ));
    expect(document.documentElement.scrollTop).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Green Card' })).toHaveFocus();
  });

  it('leaves Back to the browser: no scrolling to the top, no focus move', async () => {
    const { i18n } = renderShell('/en/nowhere');
    fireEvent.click(screen.getByRole('link', { name: /home/i }));
    await stepRenders(i18n, () => <h1>Green Card</h1>);
    document.documentElement.scrollTop = 300;

    await act(async () => {
      window.history.pushState(null, '', '/en/nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).not.toHaveFocus();
    expect(document.documentElement.scrollTop).toBe(300);
  });
});
