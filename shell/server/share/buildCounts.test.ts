/** @jest-environment node */
import { createBuildCounts } from './buildCounts';

describe('build counts', () => {
  it('counts buyers and pages per step and build, and hands out a copy', () => {
    const counts = createBuildCounts();
    counts.given('points', 'a');
    counts.page('points', 'a');
    counts.page('points', 'a');
    counts.page('points', 'b');
    const seen = counts.counts();
    expect(seen).toEqual({ points: { a: { buyers: 1, pages: 2 }, b: { buyers: 0, pages: 1 } } });
    seen.points!.a!.pages = 99;
    expect(counts.counts().points?.a?.pages).toBe(2);
  });
});
