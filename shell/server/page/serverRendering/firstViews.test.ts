/** @jest-environment node */
import { integrityOf } from '@greencard/release/registryEntry';
import { createFirstViewReader, parseFirstViews } from './firstViews';

const FILE = JSON.stringify({ uk: { '/': '<h1>Зелена карта</h1>' }, en: { '/en': '<h1>Green Card</h1>' } });

const served = (body: string, status = 200) =>
  jest.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe("a build's first views as the shop server reads them", () => {
  it('are HTML by language and path, read once per build', async () => {
    const fetchImpl = served(FILE);
    const firstViewsAt = createFirstViewReader({ fetchImpl, waitMs: 1000, log: jest.fn() });
    const views = await firstViewsAt('http://remote/1.0.0+a/first-view.json');
    expect(views?.en?.get('/en')).toBe('<h1>Green Card</h1>');
    expect(views?.uk?.get('/')).toBe('<h1>Зелена карта</h1>');
    await firstViewsAt('http://remote/1.0.0+a/first-view.json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('are taken only from the file their release pinned, when the registry names its hash', async () => {
    const log = jest.fn();
    const url = 'http://remote/1.0.0+a/first-view.json';
    const pinned = integrityOf(Buffer.from(FILE));
    expect(
      (await createFirstViewReader({ fetchImpl: served(FILE), waitMs: 1000, log })(url, pinned))?.uk?.get('/'),
    ).toBe('<h1>Зелена карта</h1>');
    // The same folder's file, changed after its release: a page gets no first view from it, and the log says so once.
    const changed = FILE.replace('Зелена карта', "<a href='https://evil.test'>Зелена карта</a>");
    const firstViewsAt = createFirstViewReader({ fetchImpl: served(changed), waitMs: 1000, log });
    expect(await firstViewsAt(url, pinned)).toBeUndefined();
    expect(await firstViewsAt(url, pinned)).toBeUndefined();
    expect(log.mock.calls).toEqual([
      [`The first views at ${url} are not the file their release pinned: they changed after it`],
    ]);
    // A registry that names no hash (written by hand, or before first views were pinned) takes the file as it is.
    expect(await firstViewsAt(url)).toBeDefined();
  });

  it.each([
    ['not an object', '[]', /is not \{/],
    ['a language the shop does not speak', JSON.stringify({ de: {} }), /"de" is no language of the shop/],
    ['a view that is not HTML', JSON.stringify({ uk: { '/': 42 } }), /"uk" "\/" is not a path with its HTML/],
    ['a view at no path', JSON.stringify({ uk: { 'https://other/': '<p>' } }), /is not a path with its HTML/],
  ])('refuse a file that is %s', (_name, text, message) => {
    expect(() => parseFirstViews(text)).toThrow(message);
  });

  it('never hold a page longer than waitMs, and try a failing file again only after a while', async () => {
    const log = jest.fn();
    const hanging = (() => new Promise(() => undefined)) as typeof fetch;
    expect(
      await createFirstViewReader({ fetchImpl: hanging, waitMs: 10, log })('http://remote/slow.json'),
    ).toBeUndefined();

    const failing = served('gone', 404);
    const firstViewsAt = createFirstViewReader({ fetchImpl: failing, waitMs: 1000, retryMs: 60_000, log });
    expect(await firstViewsAt('http://remote/gone.json', undefined, 0)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('http://remote/gone.json could not be read: it answered 404'),
    );
    await firstViewsAt('http://remote/gone.json', undefined, 1000);
    expect(failing).toHaveBeenCalledTimes(1);
    await firstViewsAt('http://remote/gone.json', undefined, Date.now() + 60_000);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('take no file larger than maxBytes', async () => {
    const log = jest.fn();
    const big = JSON.stringify({ uk: { '/': 'x'.repeat(2000) } });
    const firstViewsAt = createFirstViewReader({ fetchImpl: served(big), maxBytes: 1000, waitMs: 1000, log });
    expect(await firstViewsAt('http://remote/big.json')).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('over 1000 bytes'));
  });
});
