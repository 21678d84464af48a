// Every service of docker/compose.yaml the test runs answers its health check, and the edge reaches a replica.
import { expect, test } from '@playwright/test';
import { EDGE_URL, healthy } from './stack';

test('every service of the stack is healthy', async () => {
  const services = (process.env.DEPLOYMENT_SERVICES ?? '').split(',').filter(Boolean);
  expect(services).toEqual(expect.arrayContaining(['shell-1', 'shell-2', 'redis', 'edge', 'sandbox', 'prometheus']));
  expect(services.filter((service) => !healthy(service))).toEqual([]);
  expect((await fetch(`${EDGE_URL}/healthz`)).status).toBe(200);
});

test("the edge's page is written with the step's files, which the shop reads where it reaches them", async () => {
  // The registry names the steps on origins buyers open (localhost:808x); the shop reads their manifests, first views
  // and stylesheets through REMOTE_SERVER_ORIGINS: the home page announces the calculator's container script.
  const page = await (await fetch(`${EDGE_URL}/`)).text();
  expect(page).toMatch(/<link rel="preload" as="script" href="http:\/\/localhost:8081\/[^"]+\/remoteEntry\.js"/);
});
