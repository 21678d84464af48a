import { initialJourneyState } from '@greencard/store';
import { registryRoutes } from '../../remotes/registry';
import { TEST_REGISTRY } from '../../testing/stepRegistry';
import { plannedJourney } from '@greencard/step-contract/journey';
import { refusedPage as refusedPageOf } from './guardJourneyPages';

const table = registryRoutes(TEST_REGISTRY);
const steps = plannedJourney(TEST_REGISTRY);
const empty = initialJourneyState;
const refusedPage = (_table: typeof table, pathname: string, journey: typeof empty) =>
  refusedPageOf(table, steps, pathname, journey);

describe('a page the journey is not ready for', () => {
  it("is refused with its step's notice, in the page's language", () => {
    expect(refusedPage(table, '/contract', empty)).toEqual({ notice: 'noProduct', locale: 'uk' });
    expect(refusedPage(table, '/en/contract', empty)).toEqual({ notice: 'noProduct', locale: 'en' });
    expect(refusedPage(table, '/en/confirm/', empty)).toEqual({ notice: 'noDraft', locale: 'en' });
    expect(refusedPage(table, '/points', empty)).toEqual({ notice: 'notSigned', locale: 'uk' });
    expect(refusedPage(table, '/payment', empty)).toEqual({ notice: 'noProduct', locale: 'uk' });
  });

  it('leaves the start, result pages, provider returns, the widget showcase and unknown pages alone', () => {
    for (const path of ['/', '/en', '/success', '/en/fail', '/paySuccess', '/portmoneCallBack', '/UI', '/nope']) {
      expect(refusedPage(table, path, empty)).toBeNull();
    }
  });
});

describe('a page of a step the shell does not know by name', () => {
  it('is refused by the needs its step declares in the journey', () => {
    const review = {
      step: 'review',
      label: { uk: 'Огляд', en: 'Review' },
      path: '/review',
      needs: ['signed'] as const,
    };
    const withReview = registryRoutes({
      ...TEST_REGISTRY,
      review: {
        manifest: 'http://127.0.0.1:9006/mf-manifest.json',
        routes: [
          { page: 'review', path: '/review', layout: 'default', step: 'review', title: { uk: 'Огляд', en: 'Review' } },
        ],
        journey: { label: review.label, follows: 'points', precedes: 'payment', needs: ['signed'] },
      },
    });
    expect(refusedPageOf(withReview, [...steps, review], '/en/review', empty)).toEqual({
      notice: 'notSigned',
      locale: 'en',
    });
    expect(refusedPageOf(withReview, steps, '/en/review', empty)).toBeNull();
  });
});
