// Lighthouse's performance score and total blocking time of a page, as a phone on the bench's profile sees it.
// Throttling is Lighthouse's default, simulated (the page loads unthrottled and Lantern models the load from the
// trace), set to the profile's numbers: 150 ms round trip, 1.6 Mbit/s down, 4x CPU (the upload speed plays no part
// in a simulated load). Its emulated phone is its own mobile default (412x823 at 1.75 device pixels).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { BLOCKED_URLS, CHROMIUM, CHROMIUM_ARGS, PROFILE } from './profile.mjs';

export const LIGHTHOUSE_METHOD = "simulated throttling (Lantern) with the profile's numbers";

const FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: {
    rttMs: PROFILE.latencyMs,
    throughputKbps: PROFILE.downloadKbps,
    cpuSlowdownMultiplier: PROFILE.cpuSlowdown,
  },
  blockedUrlPatterns: BLOCKED_URLS,
};

/**
 * Debian's Chromium started by hand, as Lighthouse drives a browser over a DevTools port: with exactly the profile's
 * flags, plus only the port and a throwaway profile folder.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
async function startChromium({ timeoutMs = 30_000 } = {}) {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'greencard-lighthouse-'));
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort in its profile folder.
  // A process group of its own, so that closing it stops its helper processes too, not only the browser.
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await exited;
    }
    // A helper may still be writing to the profile for a moment; a folder left in the temp directory is not worth
    // the measurements of a whole run (seen: ENOTEMPTY after ten retries on a busy machine).
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      process.stderr.write(`Left ${profileDir} behind: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`${CHROMIUM} gave no DevTools port within ${timeoutMs} ms`);
}

/** Lighthouse could not record the page (its runtimeError: NO_NAVSTART and the like, seen on a busy machine). */
class UnrecordedRun extends Error {}

async function run(url, port) {
  const lhr = (await lighthouse(url, { ...FLAGS, port }))?.lhr;
  if (!lhr) throw new Error(`Lighthouse on ${url} gave no result`);
  if (lhr.runtimeError) throw new UnrecordedRun(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  const score = lhr.categories.performance.score;
  if (score === null)
    throw new Error(`Lighthouse on ${url} gave no performance score: ${JSON.stringify(lhr.runWarnings)}`);
  return { score, tbtMs: lhr.audits['total-blocking-time'].numericValue };
}

/**
 * One Lighthouse run in a browser of its own (so no run inherits another's state), tried again when Lighthouse
 * could not record the page at all: such a run measured nothing. @returns {Promise<{ score: number, tbtMs: number }>}
 */
export async function lighthouseRun(url, { attempts = 3, log = console.warn } = {}) {
  for (let attempt = 1; ; attempt++) {
    const browser = await startChromium();
    try {
      return await run(url, browser.port);
    } catch (error) {
      if (!(error instanceof UnrecordedRun) || attempt === attempts) throw error;
      log(`${error.message}; trying again (${attempt + 1}/${attempts})`);
    } finally {
      await browser.close();
    }
  }
}
