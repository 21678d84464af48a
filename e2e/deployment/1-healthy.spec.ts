// Every service of docker/compose.yaml the test runs answers its health check, and the edge reaches a replica.
import { expect, test } from '@playwright/test';
import { EDGE_URL, healthy } from './stack';

test('every service of the stack is healthy', async () => {
  const services = (process.env.DEPLOYMENT_SERVICES ?? '').split(',').filter(Boolean);
  expect(services).toEqual(expect.arrayContaining(['shell-1', 'shell-2', 'redis', 'edge', 'sandbox', 'prometheus']));
  expect(services.filter((service) => !healthy(service))).toEqual([]);
  expect((await fetch(`${EDGE_URL}/healthz`)).status).toBe(200);
});
