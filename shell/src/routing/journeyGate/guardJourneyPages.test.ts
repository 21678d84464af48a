import { initialJourneyState, type JourneyState } from '@greencard/store';
import { setPageJourney } from '../../journey/pageJourney';
import { registryRoutes } from '../../remotes/registry';
import { TEST_REGISTRY } from '../../testing/stepRegistry';
import { setPageRoutes } from '../pageRoutes';
import { guardJourneyPages } from './guardJourneyPages';

const chosen: JourneyState = {
  ...initialJourneyState,
  selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
  product: { tariff: 1, discountedPayment: 1000 },
};

describe('guarding the journey pages', () => {
  beforeAll(() => {
    setPageRoutes(registryRoutes(TEST_REGISTRY));
    setPageJourney(TEST_REGISTRY);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('sends a buyer without an offer from /en/contract to the start at once, with the reason, replacing the page', () => {
    window.history.pushState(null, '', '/en/contract');
    const length = window.history.length;
    const gate = guardJourneyPages(() => initialJourneyState);
    expect(window.location.pathname).toBe('/en');
    expect(window.history.length).toBe(length);
    expect(window.sessionStorage.getItem('journey_notice')).toBe('noProduct');
    expect(gate.canShow('/en/contract')).toBe(false);
    expect(gate.canShow('/en')).toBe(true);
    gate.stop();
  });

  it('decides by the journey as it is at each routing', () => {
    let journey = initialJourneyState;
    const gate = guardJourneyPages(() => journey);
    window.history.pushState(null, '', '/confirm');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(window.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('journey_notice')).toBe('noDraft');

    journey = chosen;
    expect(gate.canShow('/contract')).toBe(true);
    window.history.pushState(null, '', '/contract');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(window.location.pathname).toBe('/contract');
    gate.stop();
  });
});
