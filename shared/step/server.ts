// What a step's first-view bundle exposes. Imported as '@greencard/step/server' from a step's src/server.ts only:
// the browser build never needs it.
export { createStepFirstViews } from './src/firstViews';
