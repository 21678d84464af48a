import { createHash } from 'node:crypto';

/**
 * The one inline script of the page (docs/server-rendering.md, "Before the page hydrates"). From the first paint until
 * the page's step is mounted (`data-mounted-step` on `#step-outlet`; the shell's frame is taken over before that),
 * it notes what the buyer does to the server-rendered controls, and once the step is mounted it does it again, so that
 * React, which has taken the page over by then, handles it:
 * - a tap on a button (not a submit button) is clicked again;
 * - a key on a button, other than the Enter and Space a button turns into a click, is pressed again;
 * - a form's submission is held (else the browser would send the form itself) and asked for again;
 * - a field typed into (or a box or radio changed) gets the value the buyer left in it reported as a change;
 * - a `<details>` opened or closed reports its toggle.
 * A control the step rendered afresh instead of taking over is found again by its id. Plain ES5, so that every browser
 * the shop serves runs it as it is; kept small, as it is in every page.
 */
export const TAPS_BEFORE_HYDRATION_SCRIPT = `(function (doc) {
  var queue = [];
  var waiting = function () {
    var outlet = doc.getElementById('step-outlet');
    return !!outlet && outlet.dataset.mountedStep === undefined;
  };
  var control = function (target, selector) { return target.closest ? target.closest(selector) : null; };
  var pick = {
    click: function (event) {
      var button = control(event.target, 'button,[role=button],[role=option]');
      return button && button.type !== 'submit' ? button : null;
    },
    keydown: function (event) {
      var button = control(event.target, 'button,[role=button]');
      return button && !(button.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) ? button : null;
    },
    submit: function (event) {
      event.preventDefault();
      return event.submitter || event.target;
    },
    input: function (event) {
      var field = event.target;
      var noted = queue.filter(function (entry) { return entry.el === field; })[0];
      if (noted) noted.value = fieldValue(field);
      return noted ? null : field;
    },
    toggle: function (event) { return event.target.tagName === 'DETAILS' ? event.target : null; }
  };
  /* What the buyer made of a field: React puts its own value back whenever it renders the field before it listens. */
  var fieldValue = function (field) { return field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value; };
  var note = function (event) {
    if (!waiting()) return;
    var el = pick[event.type](event);
    if (el) queue.push({ el: el, event: event, value: fieldValue(el) });
  };
  /* A discrete event makes React take the part of the page holding el over at once. */
  var takeOver = function (el) { el.dispatchEvent(new Event('input', { bubbles: true })); };
  var replay = {
    click: function (el) { el.click(); },
    /* The event is its own init: its key, code, modifiers, bubbles and cancelable are read from it. */
    keydown: function (el, event) { el.dispatchEvent(new KeyboardEvent('keydown', event)); },
    submit: function (el) {
      if (el.tagName !== 'FORM') return el.click();
      takeOver(el);
      el.requestSubmit();
    },
    input: function (el, event, value) {
      takeOver(el);
      /* React reports a change only from a value it has not seen: another through its setter, then the buyer's. */
      if (el.type === 'checkbox' || el.type === 'radio') {
        el.checked = !value;
        return el.click();
      }
      el.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    toggle: function (el) {
      takeOver(el);
      el.dispatchEvent(new Event('toggle'));
    }
  };
  var types = Object.keys(pick);
  var observer = new MutationObserver(function () {
    if (waiting()) return;
    observer.disconnect();
    types.forEach(function (type) { doc.removeEventListener(type, note, true); });
    next();
  });
  /* One act a task, as the buyer made them: React renders what one did before the next comes. */
  var next = function () {
    var entry = queue.shift();
    if (!entry) return;
    var el = entry.el.isConnected ? entry.el : entry.el.id && doc.getElementById(entry.el.id);
    if (el) replay[entry.event.type](el, entry.event, entry.value);
    setTimeout(next);
  };
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-mounted-step'] });
  types.forEach(function (type) { doc.addEventListener(type, note, true); });
})(document);`;

/** The script's hash, its permission in the page's script-src: the same for every page, so pages stay cacheable. */
export const TAPS_BEFORE_HYDRATION_SOURCE = `'sha256-${createHash('sha256').update(TAPS_BEFORE_HYDRATION_SCRIPT).digest('base64')}'`;
