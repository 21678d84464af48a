// What a step's server build exposes. Imported as '@greencard/step/server' from a step's src/server.ts only: the
// browser build never needs it.
export { createStepServerRender, type StepServerRender } from './src/serverRender';
