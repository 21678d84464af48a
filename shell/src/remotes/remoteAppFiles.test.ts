import { remoteAppFiles } from './remoteAppFiles';

const manifest = {
  exposes: [
    { path: './other', assets: { js: { sync: ['other.1111111111.js'] } } },
    { path: './app', assets: { js: { sync: ['__federation_expose_app.0123456789.js'] }, css: { sync: ['app.0123456789.css'] } } },
  ],
};

describe("a remote's app files", () => {
  it("lists the container script and the app's sync chunks beside the manifest, not the manifest", () => {
    expect(remoteAppFiles('http://127.0.0.1:8081/v2/mf-manifest.json', manifest)).toEqual([
      { href: 'http://127.0.0.1:8081/v2/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:8081/v2/__federation_expose_app.0123456789.js', as: 'script' },
      { href: 'http://127.0.0.1:8081/v2/app.0123456789.css', as: 'style' },
    ]);
  });

  it('lists only the container script for a manifest without an app', () => {
    expect(remoteAppFiles('https://cdn.example.com/points/mf-manifest.json', {})).toEqual([
      { href: 'https://cdn.example.com/points/remoteEntry.js', as: 'script' },
    ]);
  });
});
