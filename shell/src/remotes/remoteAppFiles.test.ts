import { remoteAppFiles } from './remoteAppFiles';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.1111111111.js'] } } },
    { path: './app', assets: { js: { sync: ['__federation_expose_app.0123456789.js'] }, css: { sync: ['app.0123456789.css'] } } },
  ],
};

describe("a remote's app files", () => {
  it("lists the manifest, the entry and the app's sync chunks beside the manifest", () => {
    expect(remoteAppFiles('http://127.0.0.1:8081/v2/mf-manifest.json', manifest)).toEqual([
      { href: 'http://127.0.0.1:8081/v2/mf-manifest.json', as: 'fetch' },
      { href: 'http://127.0.0.1:8081/v2/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:8081/v2/__federation_expose_app.0123456789.js', as: 'script' },
      { href: 'http://127.0.0.1:8081/v2/app.0123456789.css', as: 'style' },
    ]);
  });

  it('puts an entry kept in a sub-folder there, and lists only the manifest for a manifest without an app', () => {
    const nested = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remoteAppFiles('https://cdn.example.com/points/mf-manifest.json', nested)).toEqual([
      { href: 'https://cdn.example.com/points/mf-manifest.json', as: 'fetch' },
      { href: 'https://cdn.example.com/points/entry/remoteEntry.js', as: 'script' },
    ]);
    expect(remoteAppFiles('https://cdn.example.com/points/mf-manifest.json', {})).toHaveLength(1);
  });
});
