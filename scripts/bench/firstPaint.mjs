// What the browser's main thread does between a page's navigation and its first contentful paint, read from
// Chromium's own trace of a cold load (bench/pageLoad.mjs), and a bare page (one heading, no style, no script) to load
// beside the shop's: the browser's own floor, which no page can go below. docs/performance.md, "First paint against
// the HTML's arrival", says how to read it.
import { median, columns } from './report.mjs';

export const BARE_PAGE =
  '<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Green Card</title></head><body><h1>Зелена картка</h1></body></html>';

export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.resource',
  'blink.user_timing',
  'blink_style',
  'fonts',
  'loading',
  'navigation',
  'toplevel',
  'v8',
  'v8.execute',
];

/** Each traced event that names a kind of work, by what it is called here; the innermost one takes the time. */
const WORK = {
  RunTask: 'other work',
  'RenderFrameImpl::CommitNavigation': 'navigation commit',
  'LocalWindowProxy::Initialize': 'script context',
  'HTMLDocumentParser::ScanAndPreload': 'preload scanner',
  'ResourceFetcher::requestResource': 'requests',
  ParseHTML: 'HTML parsing',
  'CSSParserImpl::parseStyleSheet': 'CSS parsing',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  'FontCache::GetFontPlatformData': 'font lookup',
  'InlineNode::ShapeTextIncludingFirstLine': 'text shaping',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};
/**
 * Work that takes all the time inside it, whatever it is: an SVG image that arrives before the first frame is built
 * into a document of its own on this thread, with its own style, layout and font lookups.
 */
const WHOLE = { 'SVGImage::DataChanged': 'SVG image' };
const KINDS = [...new Set([...Object.values(WORK), ...Object.values(WHOLE)]), 'idle'];

/**
 * The main thread's time from the navigation's start to FCP, by kind of work, split at the HTML's arrival.
 * @returns {{ before: Record<string, number>, after: Record<string, number> }} ms
 */
export function mainThreadWork(events, url, htmlEnd, fcp) {
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!start) throw new Error(`no navigation of ${url} in the trace`);
  const thread = (e) => e.pid === start.pid && e.tid === start.tid;
  // One slot per 0.1 ms, each given to the innermost event covering it (parents are painted first, children over them).
  const slots = new Array(Math.ceil(fcp * 10)).fill('idle');
  const timed = (kinds) =>
    events.filter((e) => e.ph === 'X' && kinds[e.name] && thread(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const kinds of [WORK, WHOLE]) {
    for (const e of timed(kinds)) {
      const from = Math.max(0, Math.floor((e.ts - start.ts) / 100));
      const to = Math.min(slots.length, Math.ceil((e.ts + e.dur - start.ts) / 100));
      for (let slot = from; slot < to; slot++) slots[slot] = kinds[e.name];
    }
  }
  const before = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const after = { ...before };
  slots.forEach((kind, slot) => ((slot < htmlEnd * 10 ? before : after)[kind] += 0.1));
  return { before, after };
}

const ms = (value) => value.toFixed(0);

/** Prints a page's traced `loads`: each one's HTML arrival and FCP, and the median time of each kind of work. */
export function printFirstPaint(name, loads) {
  console.log(`\n${name}: ${loads[0].elements} elements, ${(loads[0].htmlBytes / 1024).toFixed(1)} KB of HTML decoded`);
  for (const [index, { htmlEnd, fcp }] of loads.entries()) {
    console.log(`  load ${index + 1}: HTML ${ms(htmlEnd)}, FCP ${ms(fcp)} (${(fcp / htmlEnd).toFixed(2)}x the HTML)`);
  }
  const medians = (kind) => ['before', 'after'].map((part) => median(loads.map((load) => load.work[part][kind])));
  const lines = KINDS.map((kind) => [kind, ...medians(kind)]).filter(([, ...times]) => times.some((t) => t >= 0.5));
  const table = [
    ['median main-thread ms by work', 'before the HTML', 'HTML to FCP'],
    ...lines.map(([kind, ...times]) => [kind, ...times.map(ms)]),
  ];
  console.log(columns(table).replace(/^/gm, '  '));
}
