// The journey slice is the contract between separately deployed steps. Its major version changes
// whenever a field is renamed, removed or changes meaning; a remote built for another major must not mount.

/** Bump on any breaking change of JourneyState or the shared actions. */
export const JOURNEY_SCHEMA_VERSION = 3;

/**
 * Call from a remote's mount with the major it was written for, as a literal of its own (the store itself is a
 * shared singleton, so importing JOURNEY_SCHEMA_VERSION in a remote yields the shell's value, not the remote's).
 */
export function assertJourneyCompatible(expectedMajor: number, runningMajor: number = JOURNEY_SCHEMA_VERSION): void {
  if (expectedMajor === runningMajor) return;
  throw new Error(
    `This step was built for journey schema version ${expectedMajor}, but the shop runs version ${runningMajor}. ` +
      `Rebuild the step against @greencard/store with journey schema ${runningMajor} and deploy it again.`,
  );
}
