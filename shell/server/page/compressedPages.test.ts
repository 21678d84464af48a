/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCompressor } from './compressedPages';

describe('compressed pages', () => {
  it('compresses each distinct page once, in both encodings', async () => {
    const compressed = createPageCompressor();
    const html = '<html>' + 'page '.repeat(500) + '</html>';
    const first = await compressed(html);
    expect(brotliDecompressSync(first.bodies.br).toString()).toBe(html);
    expect(gunzipSync(first.bodies.gzip).toString()).toBe(html);
    expect(first.bodies.identity.toString()).toBe(html);
    expect(await compressed(html)).toBe(first);
    expect((await compressed(`${html}!`)).etag).not.toBe(first.etag);
  });

  it('forgets the least recently used page past its bound', async () => {
    const compressed = createPageCompressor(2);
    const a = await compressed('a');
    await compressed('b');
    await compressed('a');
    await compressed('c');
    expect(await compressed('a')).toBe(a);
    const b = await compressed('b');
    expect(b.bodies.identity.toString()).toBe('b');
    expect(await compressed('c')).not.toBeUndefined();
  });
});
