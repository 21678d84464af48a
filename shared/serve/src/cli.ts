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

async function main() {
  const server = await createStaticServer({ root: values.dir, cors: values.cors });
  await server.listen({ port: Number(values.port), host: values.host });
  console.log(`Serving ${values.dir} on http://${values.host}:${values.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
