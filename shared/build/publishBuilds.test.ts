// The step image's start script (docker/publish-builds.sh), run as the image runs it, on temp folders: it adds the
// image's builds to the build store beside those there, never removes or replaces one, and refuses another build
// under a name the store already has.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../docker/publish-builds.sh');
const LONG_AGO = new Date('2020-01-01T00:00:00.000Z');

/** An image's builds folder: each build with its manifest (saying `manifest`) and a chunk, written long ago. */
function image(builds: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-builds-'));
  for (const [folder, manifest] of Object.entries(builds)) {
    mkdirSync(path.join(dir, folder, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, folder, 'mf-manifest.json'), manifest);
    writeFileSync(path.join(dir, folder, 'assets', 'main.0123456789.js'), `// ${folder}`);
    for (const file of [path.join(dir, folder, 'mf-manifest.json'), path.join(dir, folder)])
      utimesSync(file, LONG_AGO, LONG_AGO);
  }
  return dir;
}

const publish = (from: string | undefined, store: string | undefined) =>
  spawnSync('sh', [SCRIPT], {
    env: { PATH: process.env.PATH, ...(from ? { STEP_BUILDS: from } : {}), ...(store ? { BUILD_STORE: store } : {}) },
    encoding: 'utf8',
  });

const storeFolder = () => path.join(mkdtempSync(path.join(tmpdir(), 'build-store-')), 'points');

describe("the step image's publishing of its builds", () => {
  it('copies each build of the image into the store, whole, dated when it was published', () => {
    const store = storeFolder();
    const before = Date.now();
    const published = publish(image({ '1.0.0+a': '{"a":1}' }), store);
    expect(published.status).toBe(0);
    expect(published.stdout).toContain(`published 1.0.0+a to ${store}`);
    expect(readdirSync(store)).toEqual(['1.0.0+a']);
    expect(readFileSync(path.join(store, '1.0.0+a', 'assets', 'main.0123456789.js'), 'utf8')).toBe('// 1.0.0+a');
    // prune keeps a build published in the last day: its time is the publication's, not the image's.
    expect(statSync(path.join(store, '1.0.0+a', 'mf-manifest.json')).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
  });

  it("adds a new image's build beside the builds already there, and removes none", () => {
    const store = storeFolder();
    expect(publish(image({ '1.0.0+a': '{"a":1}' }), store).status).toBe(0);
    expect(publish(image({ '1.1.0+b': '{"b":1}' }), store).status).toBe(0);
    expect(readdirSync(store).sort()).toEqual(['1.0.0+a', '1.1.0+b']);
    expect(readFileSync(path.join(store, '1.0.0+a', 'mf-manifest.json'), 'utf8')).toBe('{"a":1}');
  });

  it('leaves a build already in the store as it is when the image is started again', () => {
    const store = storeFolder();
    const builds = image({ '1.0.0+a': '{"a":1}' });
    expect(publish(builds, store).status).toBe(0);
    writeFileSync(path.join(store, '1.0.0+a', 'served.txt'), 'a buyer runs this');
    const again = publish(builds, store);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('1.0.0+a is already in');
    expect(readFileSync(path.join(store, '1.0.0+a', 'served.txt'), 'utf8')).toBe('a buyer runs this');
  });

  it('refuses another build under a name the store has, and replaces nothing', () => {
    const store = storeFolder();
    expect(publish(image({ '1.0.0+compose': '{"first":1}' }), store).status).toBe(0);
    const other = publish(image({ '1.0.0+compose': '{"second":1}' }), store);
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('holds another build of that name: build each image with its own BUILD_ID');
    expect(readFileSync(path.join(store, '1.0.0+compose', 'mf-manifest.json'), 'utf8')).toBe('{"first":1}');
    expect(readdirSync(store)).toEqual(['1.0.0+compose']);
  });

  it('publishes only build folders: not a folder without a manifest, nor a file', () => {
    const store = storeFolder();
    const builds = image({ '1.0.0+a': '{}' });
    mkdirSync(path.join(builds, 'dev'));
    writeFileSync(path.join(builds, 'notes.txt'), '');
    expect(publish(builds, store).status).toBe(0);
    expect(readdirSync(store)).toEqual(['1.0.0+a']);
  });

  it('refuses to run without both folders', () => {
    expect(publish(undefined, storeFolder()).stderr).toContain('STEP_BUILDS names the folder');
    expect(publish(image({}), undefined).stderr).toContain('BUILD_STORE names the step');
    expect(publish(undefined, storeFolder()).status).not.toBe(0);
  });
});
