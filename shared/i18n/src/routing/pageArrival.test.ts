import { navigate } from './navigate';
import { ARRIVAL_WAIT_LIMIT_MS } from './pageArrival';

/**
 * A stand-in for the shell and its steps: on every address change the page on screen is swapped for the page of
 * the new address after `delay` ms (the time a step takes to load and render), or at once with 0.
 */
function mountRouter(pages: Record<string, string>, delay = 0) {
  const outlet = document.createElement('main');
  document.body.replaceChildren(outlet);
  const render = () => {
    outlet.innerHTML = pages[window.location.pathname] ?? '';
  };
  const onPopState = () => {
    outlet.replaceChildren();
    if (delay === 0) render();
    else setTimeout(render, delay);
  };
  render();
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}

const PAGES = {
  '/': '<h1>Зелена картка</h1><button>Купити</button>',
  '/en': '<h1>Green Card</h1><button>Buy</button>',
  '/en/contract': '<h1>Contract</h1><input aria-label="Surname">',
  '/en/confirm': '<h1>Sign the contract</h1>',
};

const scroller = () => document.documentElement;
const heading = () => document.querySelector('h1');
/** Lets mutation observers run, then the timers due by then. */
const settle = async (ms = 0) => {
  await Promise.resolve();
  jest.advanceTimersByTime(ms);
  await Promise.resolve();
  jest.advanceTimersByTime(0);
};

let unmount: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/en');
});

afterEach(() => {
  unmount();
  jest.useRealTimers();
});

function openHomeScrolledDown(delay = 0) {
  unmount = mountRouter(PAGES, delay);
  scroller().scrollTop = 460;
  document.querySelector('button')?.focus();
}

describe('arriving on a new page', () => {
  it('scrolls to the top and focuses the new heading, which is made focusable', async () => {
    openHomeScrolledDown();
    navigate('/en/contract');
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(heading()).toHaveTextContent('Contract');
    expect(heading()).toHaveFocus();
    expect(heading()).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the step that renders the new page, however long it takes to load', async () => {
    openHomeScrolledDown(2_000);
    navigate('/en/contract');
    await settle(1_999);
    expect(scroller().scrollTop).toBe(460);
    expect(heading()).toBeNull();
    await settle(1);
    expect(scroller().scrollTop).toBe(0);
    expect(heading()).toHaveFocus();
  });

  it("moves the focus after the step's own focus on render, so the heading is where the buyer starts", async () => {
    openHomeScrolledDown();
    window.addEventListener('popstate', () => document.querySelector('input')?.focus(), { once: true });
    navigate('/en/contract');
    await settle();
    expect(heading()).toHaveFocus();
  });

  it('keeps a tabindex the heading already has', async () => {
    unmount = mountRouter({ ...PAGES, '/en/confirm': '<h1 tabindex="0">Sign the contract</h1>' });
    navigate('/en/confirm');
    await settle();
    expect(heading()).toHaveAttribute('tabindex', '0');
    expect(heading()).toHaveFocus();
  });

  it('does the same when the navigation replaces the history entry', async () => {
    openHomeScrolledDown();
    navigate('/en/confirm', { replace: true });
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(heading()).toHaveFocus();
  });

  it('ignores a heading that is hidden', async () => {
    unmount = mountRouter({ ...PAGES, '/en/confirm': '<div hidden><h1>Old</h1></div>' });
    scroller().scrollTop = 460;
    navigate('/en/confirm');
    await settle();
    expect(scroller().scrollTop).toBe(460);
    document.querySelector('div')?.removeAttribute('hidden');
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(heading()).toHaveFocus();
  });

  it('follows the last of two quick navigations (a page that sends the buyer on at once)', async () => {
    openHomeScrolledDown(500);
    navigate('/en/contract');
    navigate('/en/confirm', { replace: true });
    await settle(500);
    expect(heading()).toHaveTextContent('Sign the contract');
    expect(heading()).toHaveFocus();
  });
});

describe('what is left alone', () => {
  it.each([
    ['the same page with a new query', '/en?calculator=1'],
    ['the same page in the other language', '/'],
    ['a section of a page', '/en#faq'],
  ])('%s: no scrolling, no focus move', async (_case, path) => {
    openHomeScrolledDown();
    navigate(path);
    await settle();
    expect(scroller().scrollTop).toBe(460);
    expect(heading()).not.toHaveFocus();
  });

  it('Back or Forward while the page is awaited: the browser restores what it restores', async () => {
    openHomeScrolledDown(1_000);
    navigate('/en/contract');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle(1_000);
    expect(scroller().scrollTop).toBe(460);
    expect(heading()).not.toHaveFocus();
  });

  it("single-spa's own popstate for the navigation does not count as Back", async () => {
    openHomeScrolledDown(1_000);
    navigate('/en/contract');
    window.dispatchEvent(Object.assign(new PopStateEvent('popstate'), { singleSpa: true }));
    await settle(1_000);
    expect(heading()).toHaveFocus();
  });

  it.each([['pointerdown'], ['keydown']])(
    'a buyer who acts (%s) before the page appears keeps the focus',
    async (type) => {
      openHomeScrolledDown(1_000);
      navigate('/en/contract');
      window.dispatchEvent(new Event(type));
      await settle(1_000);
      expect(heading()).not.toHaveFocus();
    },
  );

  it('a page that never shows a heading is not waited for forever', async () => {
    unmount = mountRouter({ ...PAGES, '/en/confirm': '<p>Loading</p>' });
    navigate('/en/confirm');
    await settle(ARRIVAL_WAIT_LIMIT_MS);
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Late</h1>');
    await settle();
    expect(heading()).not.toHaveFocus();
  });

  it('an address changed by other means meanwhile ends the wait', async () => {
    openHomeScrolledDown(1_000);
    navigate('/en/contract');
    window.history.replaceState(null, '', '/en/confirm');
    await settle(1_000);
    document.querySelector('main')!.innerHTML = PAGES['/en/confirm'];
    await settle();
    expect(scroller().scrollTop).toBe(460);
    expect(heading()).not.toHaveFocus();
  });
});
