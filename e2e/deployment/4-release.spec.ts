// A team releases its step through the release service into the running stack: a new step image adds its build to
// the shared build store beside the old one, and the team releases it to the buyers who start from now on (a release
// by share, docs/step-release.md): both replicas serve it, a new buyer gets the new build, and a buyer in the middle of
// the journey keeps the old build to the end.
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { pastSignCutoff } from '../support/steps/confirm';
import { signAndPay, toConfirm } from './buyer';
import { ROOT, buildService } from './images';
import { EDGE_URL, RELEASE_URL, compose, container, podman, waitHealthy } from './stack';

const POINTS_ORIGIN = 'http://localhost:8084';
const manifest = (build: string) => `${POINTS_ORIGIN}/${build}/mf-manifest.json`;
const [OLD, NEW] = ['1.0.0+compose', '1.0.0+e2e-next'];

interface Entry {
  manifest: string;
  trial?: { manifest: string; share: number };
}

/** The points entry of the registry a replica serves, asked inside its container (the replicas publish no port). */
function replicaPoints(service: string): Entry | undefined {
  const script =
    "fetch('http://127.0.0.1:8080/registry.json').then((r) => r.text()).then((t) => process.stdout.write(t))";
  return (JSON.parse(podman(['exec', container(service), 'node', '-e', script])) as Record<string, Entry>).points;
}

/** The points build a page's config names: the one its buyer runs. */
const pointsBuild = (html: string): string =>
  (JSON.parse(/id="shop-config"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { remotes: { points: Entry } })
    .remotes.points.manifest;
const pagesPointsBuild = async (page: Page) => pointsBuild(await page.content());

test('a new step build beside the old one, released through the release service: new buyers get it on both replicas, a buyer mid-journey keeps the old', async ({
  browser,
}) => {
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
  for (const build of [OLD, NEW]) expect((await fetch(manifest(build))).status, build).toBe(200);

  const signs = !(await pastSignCutoff());
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    // A buyer starts the journey on the old build.
    const page = await context.newPage();
    const { contractId } = await toConfirm(page, 'en');
    expect(await pagesPointsBuild(page)).toBe(manifest(OLD));

    const released = spawnSync(
      'node',
      ['scripts/release.mjs', 'points', NEW, '--share', '100', '--shop', RELEASE_URL, '--json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(released.status, released.stderr + released.stdout).toBe(0);
    for (const replica of ['shell-1', 'shell-2'])
      await expect
        .poll(
          () => {
            const { manifest: current, trial } = replicaPoints(replica) ?? {};
            return { current, trial: trial && { manifest: trial.manifest, share: trial.share } };
          },
          { timeout: 30_000 },
        )
        .toEqual({ current: manifest(OLD), trial: { manifest: manifest(NEW), share: 100 } });
    // New buyers start on the new build, whichever replica the edge sends them to.
    for (let i = 0; i < 4; i++) expect(pointsBuild(await (await fetch(`${EDGE_URL}/en/`)).text())).toBe(manifest(NEW));

    // The buyer in the middle of the journey keeps the old build, to the end.
    await page.reload();
    expect(await pagesPointsBuild(page)).toBe(manifest(OLD));
    if (signs) {
      await signAndPay(page, 'en', contractId);
      expect(await pagesPointsBuild(page)).toBe(manifest(OLD));
    }
  } finally {
    await context.close();
  }
});
