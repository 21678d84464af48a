import { fetchAheadHint } from './prefetchNextSteps';

/** A document whose links know the given rel values, as an engine's do. */
function documentKnowing(rels: readonly string[]): Document {
  const doc = document.implementation.createHTMLDocument();
  const createElement = doc.createElement.bind(doc);
  doc.createElement = (name: string) => {
    const element = createElement(name);
    Object.defineProperty(element, 'relList', { value: { supports: (rel: string) => rels.includes(rel) } });
    return element;
  };
  return doc;
}

describe('fetchAheadHint', () => {
  it('prefetches where the engine knows rel=prefetch (Chromium, Firefox)', () => {
    expect(fetchAheadHint(documentKnowing(['prefetch', 'preload', 'stylesheet']))).toBe('prefetch');
  });

  it('preloads where the engine ignores rel=prefetch (WebKit), so Safari fetches the next step ahead too', () => {
    expect(fetchAheadHint(documentKnowing(['preload', 'stylesheet']))).toBe('preload');
  });
});
