// Debian's Chromium started by hand for Lighthouse, which drives a browser over a DevTools port: with exactly the
// profile's flags, plus only the port and a throwaway profile folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './profile.mjs';

/** @returns {Promise<{ port: number, close: () => Promise<void> }>} */
export async function startChromium({ timeoutMs = 30_000 } = {}) {
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
