/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderFirstViews } from './firstViews';

// A first-view bundle as a hostile step could build one: it answers with what it could reach.
const HOSTILE_BUNDLE = `
const attempt = (action) => { try { return String(action()); } catch (error) { return error.code || String(error); } };
exports.firstViews = async (paths) => ({
  uk: {
    '/': JSON.stringify({
      paths,
      env: process.env,
      read: attempt(() => require('node:fs').readFileSync(__filename.replace('bundle.js', 'key'), 'utf8')),
      write: attempt(() => require('node:fs').writeFileSync(__filename.replace('bundle.js', 'out'), 'x')),
      shell: attempt(() => require('node:child_process').execFileSync('/bin/sh', ['-c', 'echo ran'])),
    }),
  },
});`;

describe("the process that renders a step's first views", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'first-views-'));
  const bundle = path.join(folder, 'bundle.js');
  writeFileSync(bundle, HOSTILE_BUNDLE);
  writeFileSync(path.join(folder, 'key'), 'a key beside the bundle');

  it('answers what the bundle rendered, and gives its code no variable, no other file, no write and no process', async () => {
    process.env.SESSION_SECRET = 'a secret of the machine that builds';
    try {
      const views = JSON.parse(await renderFirstViews(bundle, ['/', '/contract'])) as { uk: Record<string, string> };
      expect(JSON.parse(views.uk['/'] as string)).toEqual({
        paths: ['/', '/contract'],
        env: {},
        read: 'ERR_ACCESS_DENIED',
        write: 'ERR_ACCESS_DENIED',
        shell: 'ERR_ACCESS_DENIED',
      });
    } finally {
      delete process.env.SESSION_SECRET;
    }
  });

  it("fails with the bundle's own error", async () => {
    const broken = path.join(folder, 'broken.js');
    writeFileSync(broken, "exports.firstViews = async () => { throw new Error('window is not defined'); };");
    await expect(renderFirstViews(broken, ['/'])).rejects.toThrow('window is not defined');
  });
});
