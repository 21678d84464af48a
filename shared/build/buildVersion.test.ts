import { buildId } from './buildVersion';

const NOW = new Date('2025-03-01T10:15:00.000Z');

/** A git that answers from a table, or fails like a folder outside git. */
function fakeGit(answers: Record<string, string> | 'none') {
  return (args: string[]) => {
    if (answers === 'none') throw new Error('not a git repository');
    const answer = answers[args.join(' ')];
    if (answer === undefined) throw new Error(`unexpected git ${args.join(' ')}`);
    return answer;
  };
}

describe('build id', () => {
  it('is the pipeline BUILD_ID when given', () => {
    expect(buildId({ cwd: '.', env: { BUILD_ID: '20250301.7' }, now: NOW, git: fakeGit('none') })).toBe('20250301.7');
  });

  it('refuses a BUILD_ID that would not be a plain path segment', () => {
    for (const id of ['1/2', 'a b', 'x+y', '.x', 'x..y']) {
      expect(() => buildId({ cwd: '.', env: { BUILD_ID: id }, git: fakeGit('none') })).toThrow('BUILD_ID');
    }
  });

  it("is the commit's short hash for a clean tree", () => {
    const git = fakeGit({ 'rev-parse --short HEAD': '4f3c2a1', 'status --porcelain': '' });
    expect(buildId({ cwd: '.', env: {}, now: NOW, git })).toBe('4f3c2a1');
  });

  it("never takes the commit's name for uncommitted code", () => {
    const git = fakeGit({ 'rev-parse --short HEAD': '4f3c2a1', 'status --porcelain': ' M mf-points/src/app.tsx' });
    expect(buildId({ cwd: '.', env: {}, now: NOW, git })).toBe('4f3c2a1.dirty.20250301101500');
  });

  it('is named by the time outside git', () => {
    expect(buildId({ cwd: '.', env: {}, now: NOW, git: fakeGit('none') })).toBe('local.20250301101500');
  });
});
