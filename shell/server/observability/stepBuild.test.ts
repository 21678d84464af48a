import { buildOfManifest, UNKNOWN_BUILD } from './stepBuild';

describe("a step's build label", () => {
  it.each([
    ['http://127.0.0.1:9004/1.4.0+a1b2c3d/mf-manifest.json', '1.4.0+a1b2c3d'],
    ['https://cdn.example/points/2.0.0-rc.1+20261126.1/mf-manifest.json?v=1', '2.0.0-rc.1+20261126.1'],
    ['/mf/payment/1.0.0%2Bbuild-7/mf-manifest.json', '1.0.0+build-7'],
    ['http://127.0.0.1:9004/mf-manifest.json', UNKNOWN_BUILD],
    ['http://127.0.0.1:9004/latest+x/mf-manifest.json', UNKNOWN_BUILD],
  ])('%s is %s', (manifest, build) => {
    expect(buildOfManifest(manifest)).toBe(build);
  });
});
