import { remoteAppFiles } from './remoteAppFiles';

const manifest = {
  exposes: [
    { path: './other', assets: { js: { sync: ['other.1111111111.js'] } } },
    {
      path: './app',
      assets: {
        js: {
          sync: ['__federation_expose_app.0123456789.js'],
          async: [
            'faq.0123456789.js',
            'texts-en.abcdef0123.js',
            'texts-uk.0123456789.js',
            'common-texts-uk.0123456789.js',
          ],
        },
        css: { sync: ['app.0123456789.css'] },
      },
    },
  ],
};

describe("a remote's app files", () => {
  it("lists the container script, the app's sync chunks and its texts in the language beside the manifest, not the manifest", () => {
    expect(remoteAppFiles('http://127.0.0.1:8081/v2/mf-manifest.json', manifest, 'uk')).toEqual([
      { href: 'http://127.0.0.1:8081/v2/remoteEntry.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:8081/v2/__federation_expose_app.0123456789.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:8081/v2/texts-uk.0123456789.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:8081/v2/app.0123456789.css', as: 'style', crossOrigin: true },
    ]);
  });

  it("names the other language's texts for a page in it, and no other async chunk", () => {
    const scripts = remoteAppFiles('http://127.0.0.1:8081/v2/mf-manifest.json', manifest, 'en').map(
      (file) => file.href,
    );
    expect(scripts).toContain('http://127.0.0.1:8081/v2/texts-en.abcdef0123.js');
    expect(scripts.filter((href) => /texts|faq/.test(href))).toEqual([
      'http://127.0.0.1:8081/v2/texts-en.abcdef0123.js',
    ]);
  });

  it('lists only the container script for a manifest without an app', () => {
    expect(remoteAppFiles('https://cdn.example.com/points/mf-manifest.json', {}, 'uk')).toEqual([
      { href: 'https://cdn.example.com/points/remoteEntry.js', as: 'script', crossOrigin: true },
    ]);
  });
});

describe("a remote's app files, with their hashes", () => {
  it('names each file with the integrity its manifest lists, so the preload is the file the loader checks', () => {
    const integrity = { 'remoteEntry.js': 'sha384-entry', '__federation_expose_app.0123456789.js': 'sha384-app' };
    const files = remoteAppFiles(
      'http://127.0.0.1:8081/v2/mf-manifest.json',
      { ...manifest, metaData: { greencard: { integrity } } },
      'uk',
    );
    expect(files.slice(0, 3)).toEqual([
      { href: 'http://127.0.0.1:8081/v2/remoteEntry.js', as: 'script', crossOrigin: true, integrity: 'sha384-entry' },
      {
        href: 'http://127.0.0.1:8081/v2/__federation_expose_app.0123456789.js',
        as: 'script',
        crossOrigin: true,
        integrity: 'sha384-app',
      },
      { href: 'http://127.0.0.1:8081/v2/texts-uk.0123456789.js', as: 'script', crossOrigin: true },
    ]);
  });
});

describe("a remote's app files, from a manifest changed after its release", () => {
  it('lists no file outside the build folder: an internal address, another origin, a parent folder', () => {
    const changed = {
      exposes: [
        {
          path: './app',
          assets: {
            js: { sync: ['http://169.254.169.254/latest/meta-data.js', '../1.0.0+a/app.js', 'app.0123456789.js'] },
            css: { sync: ['//127.0.0.99:5099/x.css'] },
          },
        },
      ],
    };
    expect(remoteAppFiles('http://127.0.0.1:8081/v2/mf-manifest.json', changed, 'uk').map((file) => file.href)).toEqual(
      ['http://127.0.0.1:8081/v2/remoteEntry.js', 'http://127.0.0.1:8081/v2/app.0123456789.js'],
    );
  });
});
