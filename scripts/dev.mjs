// `npm run dev -- <step>` (or `-- shell`): the live edit loop of one module inside the composed shop, and
// `npm run dev -- <step> --shop <url>` against a deployed shop through its override link (docs/dev-loop.md).
import { parseArgs } from 'node:util';
import { startDevLoop } from './devLoop.mjs';
import { runUntilStopped } from './services.mjs';

const USAGE = `Usage: npm run dev -- <step> [--port <port>] [--shop <url>]
       npm run dev -- shell [--port <port>]

  <step>   the step module to work on (calculator, contract, confirm, points, payment), or shell
  --port   the dev server's port (default: $DEV_PORT, else 8180)
  --shop   a deployed shop to work against, instead of the local one: prints the override link to open there
           (that shop must list the dev server's origin in REMOTE_OVERRIDE_ORIGINS)

Locally, the other modules run from their production builds (run \`npm run build\` once first), with the sandbox
insurer and the shop server in front, on the ports of \`npm start\`. A save shows in the open page without a reload.`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, shop: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

let loop;
try {
  loop = await startDevLoop({ module: positionals[0], devPort: values.port, shop: values.shop });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`\n${loop.notes.join('\n')}`);
runUntilStopped(loop.stop);
