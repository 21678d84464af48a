import { initialJourneyState } from '@greencard/store';
import { registryRoutes } from '../../remotes/registry';
import { TEST_REGISTRY } from '../../testing/stepRegistry';
import { refusedPage } from './pageGate';

const table = registryRoutes(TEST_REGISTRY);
const empty = initialJourneyState;

describe('a page the journey is not ready for', () => {
  it("is refused with its step's notice, in the page's language", () => {
    expect(refusedPage(table, '/contract', empty)).toEqual({ notice: 'noProduct', locale: 'uk' });
    expect(refusedPage(table, '/en/contract', empty)).toEqual({ notice: 'noProduct', locale: 'en' });
    expect(refusedPage(table, '/en/confirm/', empty)).toEqual({ notice: 'noDraft', locale: 'en' });
    expect(refusedPage(table, '/points', empty)).toEqual({ notice: 'notSigned', locale: 'uk' });
    expect(refusedPage(table, '/payment', empty)).toEqual({ notice: 'noProduct', locale: 'uk' });
  });

  it('leaves the start, result pages, provider returns, the shell and unknown pages alone', () => {
    for (const path of ['/', '/en', '/success', '/en/fail', '/paySuccess', '/portmoneCallBack', '/UI', '/nope']) {
      expect(refusedPage(table, path, empty)).toBeNull();
    }
  });
});
