/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteReader, firstViewUrl, preloadTags, shellTextFiles } from './preloads';

const remoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, greencard: { firstView: 'first-view.json' } },
  exposes: [
    {
      path: './app',
      assets: { js: { sync: ['__federation_expose_app.0123456789.js'] }, css: { sync: ['app.0123456789.css'] } },
    },
  ],
};

describe('preload hints', () => {
  it('announces scripts as the plain script requests the page makes, with the address escaped', () => {
    expect(preloadTags([{ href: 'http://r/remoteEntry.js?a=1&b="2"', as: 'script' }])).toBe(
      '<link rel="preload" as="script" href="http://r/remoteEntry.js?a=1&amp;b=&quot;2&quot;">',
    );
  });

  it("finds a build's first views in its own folder, and none in a build without them", () => {
    expect(firstViewUrl('http://127.0.0.1:8081/v2/mf-manifest.json', remoteManifest)).toBe(
      'http://127.0.0.1:8081/v2/first-view.json',
    );
    expect(firstViewUrl('http://127.0.0.1:8081/v1/mf-manifest.json', { metaData: {} })).toBeUndefined();
  });

  it.each([
    ['on another origin', 'http://attacker.test/first-view.json'],
    ['in another build of the step', '../v1/first-view.json'],
    ['at the root of its origin', '/first-view.json'],
    ['with a query', 'first-view.json?from=elsewhere'],
  ])('takes no first views a manifest names %s', (_where, file) => {
    const manifest = { metaData: { greencard: { firstView: file } } };
    expect(firstViewUrl('http://127.0.0.1:8081/v2/mf-manifest.json', manifest)).toBeUndefined();
  });

  it("links a server-rendered step's styles, and only announces them otherwise", () => {
    const styles = [{ href: 'http://r/app.css', as: 'style' as const }];
    expect(preloadTags(styles)).toBe('<link rel="preload" as="style" href="http://r/app.css">');
    expect(preloadTags(styles, { stylesheets: true })).toBe('<link rel="stylesheet" href="http://r/app.css">');
  });

  it("writes a server-rendered step's styles into the page when they could be read, named for the step's loader", () => {
    const styles = [{ href: 'http://r/app.css', as: 'style' as const }];
    const read = new Map([['http://r/app.css', '.step{color:red}']]);
    expect(preloadTags(styles, { stylesheets: true, styles: read })).toBe(
      '<style data-href="http://r/app.css">.step{color:red}</style>',
    );
    expect(preloadTags(styles, { styles: read })).toBe('<link rel="preload" as="style" href="http://r/app.css">');
  });

  it('answers what it read before while a manifest is read again, however slow the step server has become', async () => {
    let calls = 0;
    const fetchImpl = (async () =>
      ++calls === 1
        ? new Response(JSON.stringify(remoteManifest))
        : new Promise<Response>(() => undefined)) as typeof fetch;
    const remoteBuild = createRemoteReader({ ttlMs: 1000, waitMs: 10, fetchImpl });
    const first = await remoteBuild('http://r/mf-manifest.json', 0);
    expect(first.firstView).toBe('http://r/first-view.json');
    expect(await remoteBuild('http://r/mf-manifest.json', 5000)).toEqual(first);
    expect(calls).toBe(2);
  });

  it('caches a manifest briefly and never holds the page for a failing remote', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(remoteManifest))) as unknown as typeof fetch;
    const remoteBuild = createRemoteReader({ ttlMs: 1000, fetchImpl });
    expect((await remoteBuild('http://r/mf-manifest.json', 0)).preloads.uk).toHaveLength(3);
    expect(await remoteBuild('http://r/mf-manifest.json', 500)).toMatchObject({
      firstView: 'http://r/first-view.json',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await remoteBuild('http://r/mf-manifest.json', 2000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const failing = createRemoteReader({ fetchImpl: async () => Promise.reject(new Error('down')) });
    expect(await failing('http://down/mf-manifest.json')).toEqual({ preloads: { uk: [], en: [] } });
    const hanging = createRemoteReader({ waitMs: 10, fetchImpl: () => new Promise(() => undefined) });
    expect(await hanging('http://slow/mf-manifest.json')).toEqual({ preloads: { uk: [], en: [] } });
  });
});

describe("the shell's texts", () => {
  it('are announced from the site root, one chunk per language, as the build wrote them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    for (const file of [
      'main.js',
      'texts-uk.0123456789.js',
      'texts-uk.0123456789.js.br',
      'texts-en.abcdef0123.js',
      'faq.0123456789.js',
    ])
      writeFileSync(path.join(dir, file), '');
    expect(shellTextFiles(dir)).toEqual({
      uk: [{ href: '/texts-uk.0123456789.js', as: 'script' }],
      en: [{ href: '/texts-en.abcdef0123.js', as: 'script' }],
    });
    rmSync(dir, { recursive: true, force: true });
    expect(shellTextFiles(dir)).toEqual({ uk: [], en: [] });
  });
});
