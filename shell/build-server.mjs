// Bundles the shell server (and the shared sources it uses) into one Node file.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  outfile: 'dist-server/server.js',
  logLevel: 'warning',
});
