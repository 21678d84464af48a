import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitBuild } from './versionedOutput';

function folderWith(root: string, name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('committing a build to its version folder', () => {
  const BUILD = { 'mf-manifest.json': '{"name":"points"}', 'remoteEntry.js': 'entry', 'chunks/1.js': 'one' };
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'versioned-'));
  });

  it('moves a new build into place whole', () => {
    const staging = folderWith(root, 'staging', BUILD);
    const target = path.join(root, 'dist', '1.0.0+abc');
    expect(commitBuild({ staging, target })).toBe('created');
    expect(readFileSync(path.join(target, 'chunks/1.js'), 'utf8')).toBe('one');
    expect(existsSync(staging)).toBe(false);
  });

  it('keeps an existing folder holding the same build, which then counts as the newest', () => {
    const target = folderWith(root, 'dist/1.0.0+abc', BUILD);
    const manifest = path.join(target, 'mf-manifest.json');
    utimesSync(manifest, new Date(2000, 0, 1), new Date(2000, 0, 1));
    const staging = folderWith(root, 'staging', BUILD);
    expect(commitBuild({ staging, target })).toBe('unchanged');
    expect(statSync(manifest).mtimeMs).toBeGreaterThan(new Date(2001, 0, 1).getTime());
    expect(existsSync(staging)).toBe(false);
  });

  it.each([
    ['a changed file', { ...BUILD, 'remoteEntry.js': 'other entry' }],
    ['an extra file', { ...BUILD, 'chunks/2.js': 'two' }],
    ['a missing file', { 'mf-manifest.json': BUILD['mf-manifest.json'], 'remoteEntry.js': 'entry' }],
  ])('refuses to replace a released build with %s, leaving it untouched', (_name, files) => {
    const target = folderWith(root, 'dist/1.0.0+abc', BUILD);
    const staging = folderWith(root, 'staging', files);
    expect(() => commitBuild({ staging, target })).toThrow('already holds a different build');
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('entry');
    expect(existsSync(path.join(target, 'chunks/2.js'))).toBe(false);
    expect(existsSync(path.join(target, 'chunks/1.js'))).toBe(true);
  });
});
