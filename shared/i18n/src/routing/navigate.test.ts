import { navigate } from './navigate';

describe('navigate', () => {
  let popstates: number;
  const onPopstate = () => {
    popstates += 1;
  };

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    popstates = 0;
    window.addEventListener('popstate', onPopstate);
  });

  afterEach(() => {
    window.removeEventListener('popstate', onPopstate);
    delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
  });

  it('pushes the path and tells standalone routers with a popstate event', () => {
    const length = window.history.length;
    navigate('/en/contract');
    expect(window.location.pathname).toBe('/en/contract');
    expect(window.history.length).toBe(length + 1);
    expect(popstates).toBe(1);
  });

  it('leaves the event to single-spa when it runs (it patches pushState)', () => {
    (window as { singleSpaNavigate?: unknown }).singleSpaNavigate = () => undefined;
    navigate('/confirm');
    expect(window.location.pathname).toBe('/confirm');
    expect(popstates).toBe(0);
  });

  it('does nothing for the page already shown', () => {
    navigate('/en/points?x=1');
    const length = window.history.length;
    navigate('/en/points?x=1');
    expect(window.history.length).toBe(length);
    expect(popstates).toBe(1);
  });

  it('replaces the current entry when asked, so the old address is not kept in history', () => {
    window.history.replaceState({ kept: true }, '', '/en/easyPayCallBack?orderId=ORD-1&contract_id=41');
    const length = window.history.length;
    navigate('/en/easyPayCallBack', { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/en/easyPayCallBack');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ kept: true });
    expect(popstates).toBe(1);
  });

  it('does not replace the page already shown', () => {
    navigate('/en/paySuccess?provider=instalments');
    navigate('/en/paySuccess?provider=instalments', { replace: true });
    expect(popstates).toBe(1);
  });
});
