// Bundles the shell server (and the shared sources it uses) into one Node file.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

await build({
  entryPoints: [here('server/main.ts')],
  bundle: true,
  platform: 'node',
  target: 'node22',
  outfile: here('dist-server/server.js'),
  logLevel: 'warning',
});
