// The built JavaScript of each package, whether a page loads it or not: raw, gzip and brotli, and the remote entry
// a page fetches first from each step module; the baseline's build last.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { currentBuildFolder } from '../../shared/build/currentBuild.js';
import { ROOT, STEPS } from '../services.mjs';
import { BASELINE_DIST } from './baselineBuild.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(label, dist) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  let entry = 0;
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const content = readFileSync(path.join(dist, file));
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
    br += brotliCompressSync(content).length;
    if (file === 'remoteEntry.js') entry = gzipSync(content, { level: 9 }).length;
  }
  return { package: label, raw: kb(raw), gzip: kb(gz), brotli: kb(br), remoteEntryGzip: entry ? kb(entry) : '-' };
}

export function packageSizes() {
  const rows = [sizes('shell', path.join(ROOT, 'shell', 'dist'))];
  // A step's dist/ holds one folder per build; the one measured is the newest.
  for (const step of STEPS) {
    const dir = path.join(ROOT, `mf-${step}`);
    rows.push(sizes(`mf-${step}`, path.join(dir, 'dist', currentBuildFolder(dir))));
  }
  rows.push(sizes('baseline (all in one build)', BASELINE_DIST));
  return rows;
}
