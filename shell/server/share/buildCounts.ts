// How many buyers each build of a step was given, and how many pages it ran: while a step shares its buyers between
// two builds, the two are compared by these (docs/step-release.md, "share"). Kept in memory per server process;
// a metrics exporter reads `counts()`.

export interface BuildCount {
  /** Buyers given this build (on their first page with this step). */
  buyers: number;
  /** Pages served that ran this build. */
  pages: number;
}

/** Per step, per build (its manifest URL), the counts since the server started. */
export type BuildCounts = Record<string, Record<string, BuildCount>>;

export function createBuildCounts() {
  const counts: BuildCounts = {};
  const countOf = (step: string, manifest: string): BuildCount => {
    const builds = (counts[step] ??= {});
    return (builds[manifest] ??= { buyers: 0, pages: 0 });
  };
  return {
    given(step: string, manifest: string) {
      countOf(step, manifest).buyers += 1;
    },
    page(step: string, manifest: string) {
      countOf(step, manifest).pages += 1;
    },
    /** A copy: the caller cannot change the counts. */
    counts(): BuildCounts {
      return structuredClone(counts);
    },
  };
}

export type BuildCounter = ReturnType<typeof createBuildCounts>;
