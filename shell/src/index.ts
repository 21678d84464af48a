// The styles are the entry's, so the page links them in its head: a page the server rendered is styled at its first
// paint, before any script has run.
import '@greencard/ui/src/styles.css';
import './shell.css';

// The async boundary lets Module Federation negotiate the shared singletons before any of them is used. Nothing here
// can report a bootstrap that fails to arrive (the page's reports start inside it): the browser logs the rejection.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
