import { connectionAllowsPrefetch } from './connectionAllowsPrefetch';

describe('whether the connection allows a prefetch', () => {
  it.each(['slow-2g', '2g', '3g'])('not on %s', (effectiveType) => {
    expect(connectionAllowsPrefetch({ effectiveType, saveData: false })).toBe(false);
  });

  it('not when the buyer asked to save data, however fast the connection', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ saveData: true })).toBe(false);
  });

  it('on 4g, and when the browser does not say', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });
});
