/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStylesheetReader, inlineShellStylesheets, MAX_INLINE_BYTES, styleTag } from './inlineStyles';

describe('styles written into the page', () => {
  it('names the file in data-href, where the CSS chunk loader looks before fetching it', () => {
    expect(styleTag('http://r/app.css', 'a{b:c}')).toBe('<style data-href="http://r/app.css">a{b:c}</style>');
  });

  it('cannot be ended early by the CSS it holds', () => {
    expect(styleTag('/x.css', 'a{content:"</style><script>"}')).toBe(
      '<style data-href="/x.css">a{content:"<\\/style><script>"}</style>',
    );
    expect(styleTag('/x.css" onload="y', '')).toBe('<style data-href="/x.css&quot; onload=&quot;y"></style>');
  });

  describe("the shell's own stylesheet", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shell-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(root, 'secret.css'), 'outside{}');
    writeFileSync(path.join(dist, 'main.0123456789.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'big.0123456789.css'), 'a{}'.repeat(MAX_INLINE_BYTES));

    it('replaces the link its build wrote, query and all', () => {
      const template = '<head><link href=/main.0123456789.css?abc rel=stylesheet></head>';
      expect(inlineShellStylesheets(template, dist)).toBe(
        '<head><style data-href="/main.0123456789.css?abc">body{margin:0}</style></head>',
      );
    });

    it('keeps the link of a stylesheet that is missing or too large to write into every page', () => {
      const template = '<link href=/gone.css rel=stylesheet><link href="/big.0123456789.css" rel="stylesheet">';
      expect(inlineShellStylesheets(template, dist)).toBe(template);
    });

    it('never reads outside the built files', () => {
      const template = '<link href=/../secret.css rel=stylesheet>';
      expect(inlineShellStylesheets(template, dist)).toBe(template);
    });
  });

  describe("a step's stylesheets", () => {
    /** A page's files: its stylesheets are read, nothing else. */
    const APP_CSS = [
      { href: 'http://r/app.js', as: 'script' },
      { href: 'http://r/app.css', as: 'style' },
    ];
    it('are read once each, and given to every later page', async () => {
      const fetchImpl = jest.fn(async () => new Response('.step{}')) as unknown as typeof fetch;
      const read = createStylesheetReader({ fetchImpl });
      expect(await read(APP_CSS)).toEqual(new Map([['http://r/app.css', '.step{}']]));
      expect(await read(APP_CSS)).toEqual(new Map([['http://r/app.css', '.step{}']]));
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('leave out what failed, so the page links it, and ask for it again for a later page', async () => {
      const fetchImpl = jest
        .fn()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValueOnce(new Response('missing', { status: 404 }))
        .mockResolvedValue(new Response('.step{}')) as unknown as typeof fetch;
      const read = createStylesheetReader({ fetchImpl });
      expect(await read(APP_CSS)).toEqual(new Map());
      expect(await read(APP_CSS)).toEqual(new Map());
      expect(await read(APP_CSS)).toEqual(new Map([['http://r/app.css', '.step{}']]));
    });

    it('never hold a page up for a slow remote', async () => {
      const fetchImpl = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
      const read = createStylesheetReader({ fetchImpl, waitMs: 20 });
      expect(await read(APP_CSS)).toEqual(new Map());
    });
  });
});
