// The superstruct schema of every answer, for tools that check an insurer's answers against what the shop expects
// (the sandbox's tests). Kept out of the package root so the browser loads superstruct only with the calls.
export * from './src/schemas';
