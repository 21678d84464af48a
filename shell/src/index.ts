// The styles are the entry's, so the page links them in its head: a page the server rendered is styled at its first
// paint, before any script has run.
import '@greencard/ui/src/styles.css';
import './shell.css';

// The async boundary lets Module Federation negotiate the shared singletons before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
