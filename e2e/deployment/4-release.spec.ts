// A team releases its step through the release service into the running stack: a new step image adds its build to
// the shared build store beside the old one, the release names it, and both replicas serve it.
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { ROOT, buildService } from './images';
import { RELEASE_URL, compose, container, podman, waitHealthy } from './stack';

const POINTS_ORIGIN = 'http://localhost:8084';

/** The registry a replica serves, asked inside its container (the replicas publish no port of their own). */
function replicaRegistry(service: string): Record<string, { manifest: string }> {
  const script =
    "fetch('http://127.0.0.1:8080/registry.json').then((r) => r.text()).then((t) => process.stdout.write(t))";
  return JSON.parse(podman(['exec', container(service), 'node', '-e', script])) as Record<string, { manifest: string }>;
}

test('a step released through the release service is served by both replicas, its old build still there', async () => {
  test.setTimeout(900_000);
  process.env.BUILD_ID = 'e2e-next';
  try {
    buildService('mf-points');
  } finally {
    delete process.env.BUILD_ID;
  }
  podman(['rm', '--force', container('mf-points')]);
  compose(['up', '-d', '--no-build', '--no-deps', 'mf-points']);
  await waitHealthy(['mf-points']);
  for (const build of ['1.0.0+compose', '1.0.0+e2e-next'])
    expect((await fetch(`${POINTS_ORIGIN}/${build}/mf-manifest.json`)).status, build).toBe(200);

  const released = spawnSync(
    'node',
    ['scripts/release.mjs', 'points', '1.0.0+e2e-next', '--shop', RELEASE_URL, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(released.status, released.stderr + released.stdout).toBe(0);
  for (const replica of ['shell-1', 'shell-2']) {
    await expect
      .poll(() => replicaRegistry(replica).points?.manifest, { timeout: 30_000 })
      .toBe(`${POINTS_ORIGIN}/1.0.0+e2e-next/mf-manifest.json`);
  }
});
