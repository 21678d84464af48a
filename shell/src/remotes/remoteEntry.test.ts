import { remoteEntry } from './remoteAppFiles';

describe('remoteEntry', () => {
  it("names the step's container script in its build's folder and the global the script defines", () => {
    expect(remoteEntry('confirm', 'https://builds.example.com/confirm/1.2.0+abc/mf-manifest.json')).toEqual({
      name: 'confirm',
      entry: 'https://builds.example.com/confirm/1.2.0+abc/remoteEntry.js',
      entryGlobalName: 'greencard_confirm',
    });
  });

  it('reads a manifest path without an origin against the page', () => {
    expect(
      remoteEntry('points', '/points/1.0.0+a/mf-manifest.json', undefined, 'https://shop.example.com/en/points').entry,
    ).toBe('https://shop.example.com/points/1.0.0+a/remoteEntry.js');
  });

  it('names the hash its release pinned the script by, for the browser to check', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    expect(
      remoteEntry('points', 'https://builds.example.com/points/1.0.0+a/mf-manifest.json', integrity),
    ).toMatchObject({
      integrity,
    });
  });
});
