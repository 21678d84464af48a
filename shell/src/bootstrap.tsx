import { yieldToBrowser } from './startup/yieldToBrowser';

// The page's start evaluates React's renderer, the store's and the texts' libraries, and the shell's own modules:
// evaluated together, as static imports would, they are one task several times the length of any other on a slow
// phone, after the server-rendered page is already painted (docs/performance.md). Imported one by one with the
// browser given its turn between them, each is a task of its own. `eager`: each is in this chunk's files (its shared
// libraries included), which are all fetched at once before this module runs, so nothing waits for the network here.
await import(/* webpackMode: "eager" */ 'react-dom/client');
await yieldToBrowser();
await import(/* webpackMode: "eager" */ '@greencard/store');
await yieldToBrowser();
await import(/* webpackMode: "eager" */ '@greencard/i18n');
await yieldToBrowser();
await import(/* webpackMode: "eager" */ './startPage');
