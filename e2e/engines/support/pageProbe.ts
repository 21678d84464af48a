// The probe the recording proxy puts first in every HTML page: it reports what a buyer's browser would show in its
// console as an error (console.error, an uncaught error or rejection, a script, style or image of the machine's
// servers that failed to load, a Content-Security-Policy violation) to the proxy, with a beacon that survives the
// page leaving. A third party's failed load (the tag manager, never reached in tests) is not the shop's, nor is what
// fails because the page is being left.

export const PROBE_PATH = '/__engine-probe.js';
export const PROBE_REPORT_PATH = '/__engine-probe/report';

export const PROBE_SCRIPT = `(function () {
  // Once the page is being left (a link, a reload, the provider's page), what it had under way is aborted: the loads
  // the browser cancels and the errors they raise are not the buyer's problem.
  var leaving = false;
  window.addEventListener('beforeunload', function () { leaving = true; });
  window.addEventListener('pagehide', function () { leaving = true; });
  window.addEventListener('pageshow', function () { leaving = false; });
  var report = function (text) { if (!leaving) navigator.sendBeacon(${JSON.stringify(PROBE_REPORT_PATH)}, String(text).slice(0, 2000)); };
  var local = function (url) { return /^https?:\\/\\/(127\\.0\\.0\\.1|localhost)(:\\d+)?\\//.test(url || ''); };
  var consoleError = console.error;
  console.error = function () {
    report('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      var url = target.src || target.href;
      // Which element failed says whose load it was: the page's own preload link, or the script webpack added.
      var element = target.tagName.toLowerCase() + (target.rel ? ' rel=' + target.rel : '');
      if (local(url)) report('failed to load ' + url + ' (' + element + ')');
      return;
    }
    report('uncaught: ' + event.message + ' at ' + event.filename + ':' + event.lineno);
  }, true);
  window.addEventListener('unhandledrejection', function (event) { report('unhandled rejection: ' + event.reason); });
  document.addEventListener('securitypolicyviolation', function (event) {
    report('Content-Security-Policy: ' + event.violatedDirective + ' blocked ' + event.blockedURI);
  });
})();
`;
