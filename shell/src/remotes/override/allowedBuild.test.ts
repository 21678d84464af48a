import { isAllowedBuild } from './takeStepOverrides';

const allowed = ['https://builds.example.com', 'http://127.0.0.1:9100'];

describe('the origin of a test build', () => {
  it.each([
    'https://builds.example.com/payment/42/mf-manifest.json',
    'https://builds.example.com:443/mf-manifest.json',
    'HTTPS://BUILDS.example.com/mf-manifest.json',
    'http://127.0.0.1:9100/mf-manifest.json',
  ])('allows %s', (manifest) => {
    expect(isAllowedBuild(manifest, allowed)).toBe(true);
  });

  it.each([
    'https://evil.example.com/mf-manifest.json',
    'https://builds.example.com.evil.test/mf-manifest.json',
    'https://builds.example.com@evil.test/mf-manifest.json',
    'http://builds.example.com/mf-manifest.json',
    'https://builds.example.com:8443/mf-manifest.json',
    'http://127.0.0.1:9101/mf-manifest.json',
    'not a url',
  ])('refuses %s', (manifest) => {
    expect(isAllowedBuild(manifest, allowed)).toBe(false);
  });

  it('refuses every build when the shop allows none', () => {
    expect(isAllowedBuild('https://builds.example.com/mf-manifest.json', [])).toBe(false);
  });
});
