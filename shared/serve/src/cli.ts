import { parseArgs } from 'node:util';
import { createStaticServer } from './server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '8081' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    cors: { type: 'boolean', default: false },
  },
});

const server = createStaticServer({ root: values.dir, cors: values.cors });
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir} on http://${values.host}:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
