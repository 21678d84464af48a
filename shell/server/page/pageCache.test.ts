/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache } from './pageCache';

const rendered = (html: string) => () => ({
  status: 200,
  html,
  headers: { 'content-security-policy': "default-src 'self'" },
});

describe('the page cache', () => {
  it('renders and compresses each page once, in both encodings', async () => {
    const page = createPageCache();
    const html = '<html>' + 'page '.repeat(500) + '</html>';
    const render = jest.fn(rendered(html));
    const first = await page('/', render);
    expect(brotliDecompressSync(first.bodies.br).toString()).toBe(html);
    expect(gunzipSync(first.bodies.gzip).toString()).toBe(html);
    expect(first.bodies.identity.toString()).toBe(html);
    expect(first.headers['content-security-policy']).toBe("default-src 'self'");
    expect(await page('/', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await page('/en', rendered(`${html}!`))).etag).not.toBe(first.etag);
  });

  it('forgets the least recently used page past its bound', async () => {
    const page = createPageCache(2);
    const a = await page('a', rendered('a'));
    await page('b', rendered('b'));
    await page('a', rendered('a'));
    await page('c', rendered('c'));
    expect(await page('a', rendered('a'))).toBe(a);
    const render = jest.fn(rendered('b'));
    await page('b', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
