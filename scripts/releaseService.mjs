// The command line's side of a deployed shop's release service (shell/server/releaseRecord/releaseService.ts,
// docs/step-release.md "The release service"): the same requests `npm run release` makes of the local record, sent
// with the team's credential; and the history as lines, the same from either.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReleaseRefused } from '../shared/release/release.js';

const TIMEOUT_MS = 60_000;

/** The HTTP request of a release request; a change's body is the rest of it (only what the command was given). */
function httpRequest({ action, step, ...body }) {
  if (action === 'registry') return { method: 'GET', path: '/registry' };
  if (action === 'history' || action === 'status')
    return { method: 'GET', path: `/${action}${step ? `?step=${encodeURIComponent(step)}` : ''}` };
  return { method: 'POST', path: `/steps/${encodeURIComponent(step)}/${action}`, body };
}

/**
 * The team's credential for --shop: the first line of --credential-file (read from where the command was typed, as
 * npm runs scripts from the package folder), else $RELEASE_CREDENTIAL; undefined when neither gives one.
 */
export const teamCredential = (file) =>
  file
    ? readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8').trim()
    : process.env.RELEASE_CREDENTIAL || undefined;

/** Sends `request` to the release service at `url` (its own listener, never the buyers' port), as the team `credential` names. */
export async function sendToService(url, credential, request) {
  const { method, path, body } = httpRequest(request);
  let answer;
  try {
    answer = await fetch(new URL(path, url), {
      method,
      headers: { authorization: `Bearer ${credential}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ReleaseRefused(
      `The release service at ${url} could not be reached: ${error instanceof Error ? error.message : error}`,
    );
  }
  const outcome = await answer.json().catch(() => ({}));
  if (!answer.ok)
    throw new ReleaseRefused(
      `The release service answered HTTP ${answer.status}: ${outcome.message ?? answer.statusText}`,
    );
  return outcome;
}

/** One change as a line says it: `release points at 10%: 1.0.0+a -> 1.1.0+b`. */
const change = ({ action, step, share, from, to }) =>
  `${action} ${step}${share === undefined ? '' : ` at ${share}%`}: ${from ?? 'nothing'} -> ${to ?? 'nothing'}`;

/** What a dry run would record, one line per change. */
export const plannedLines = (planned) => planned.map((entry) => `  ${change(entry)} (by ${entry.by})`);

/** The history, of one step or all, one line per entry, oldest first; and how many damaged lines were skipped. */
export function historyLines(history, step, damaged = 0) {
  const entries = history.filter((entry) => !step || entry.step === step);
  const skipped = damaged ? [`(${damaged} damaged line${damaged > 1 ? 's' : ''} of the history skipped)`] : [];
  if (!entries.length) return [`No history${step ? ` of ${step}` : ''} yet.`, ...skipped];
  const lines = entries.map((entry) => {
    const what =
      entry.action === 'seed' || entry.action === 'restore' ? `${entry.action} of every step` : change(entry);
    const undoes = entry.undoes === undefined ? '' : ` (undoes ${entry.undoes})`;
    // A canary's move says what its judge saw (docs/step-release.md, "Reading a verdict").
    const judged = entry.judged?.summary ? `\n        judged: ${entry.judged.summary}` : '';
    const started = entry.canary && !entry.judged ? ` (canary: ${entry.canary.plan.stages.join('% ')}%)` : '';
    return `${String(entry.version).padStart(4)}  ${entry.at}  ${entry.by}  ${what}${undoes}${started}  [${entry.verdict.split('\n').join(' ')}]${judged}`;
  });
  return [...lines, ...skipped];
}
