import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentBuildFolder } from './currentBuild';

function build(packageDir: string, folder: string, writtenAt: Date, manifest = true) {
  const dir = path.join(packageDir, 'dist', folder);
  mkdirSync(dir, { recursive: true });
  if (!manifest) return;
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  utimesSync(path.join(dir, 'mf-manifest.json'), writtenAt, writtenAt);
}

describe("a step's current build", () => {
  it('is the version folder whose manifest was written last, whatever the names say', () => {
    const packageDir = mkdtempSync(path.join(tmpdir(), 'current-'));
    build(packageDir, '1.1.0+bbb', new Date(2025, 0, 1));
    build(packageDir, '1.0.0+aaa', new Date(2025, 0, 2));
    build(packageDir, '1.2.0+ccc', new Date(2025, 0, 3), false);
    build(packageDir, 'dev', new Date(2025, 0, 4));
    mkdirSync(path.join(packageDir, 'dist', '2.0.0+file'), { recursive: true });
    expect(currentBuildFolder(packageDir)).toBe('1.0.0+aaa');
  });

  it('is an error when the step was never built', () => {
    const packageDir = mkdtempSync(path.join(tmpdir(), 'current-'));
    expect(() => currentBuildFolder(packageDir)).toThrow('holds no build: run npm run build first');
  });
});
