// The built JavaScript of each package, whether a page loads it or not: raw, gzip and brotli, and the remote entry
// a page fetches first from each step module; the baseline's build last.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { currentBuildFolder } from '../../shared/build/currentBuild.js';
import { ROOT, STEPS } from '../services.mjs';
import { BASELINE_DIST } from './baselineBuild.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const gzip = (content) => gzipSync(content, { level: 9 }).length;

function sizes(label, dist) {
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const total = (size) => kb(files.reduce((sum, file) => sum + size(readFileSync(path.join(dist, file))), 0));
  const entry = files.includes('remoteEntry.js') && gzip(readFileSync(path.join(dist, 'remoteEntry.js')));
  const brotli = (content) => brotliCompressSync(content).length;
  return {
    package: label,
    raw: total((c) => c.length),
    gzip: total(gzip),
    brotli: total(brotli),
    remoteEntryGzip: entry ? kb(entry) : '-',
  };
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
