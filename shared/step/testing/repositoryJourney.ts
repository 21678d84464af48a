// For tests: the journey the shell hands a step's page in this repository, made from every step folder's step.json
// and routes.json as `npm start`'s registry carries them, with the loyalty condition read from the browser's records:
// here a stored loyalty customer id stands for one the shop has proved (the shell also asks for the shop's proof,
// rules D32). A step's tests go on to the next step as the composed shop would send them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setJourneyPlan, type JourneyCondition } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { parseStepJson, parseStepRoutes } from '@greencard/step-contract';
import { readStoredIds } from '@greencard/store';

const root = path.resolve(__dirname, '../../..');

function holds(condition: JourneyCondition): boolean {
  switch (condition) {
    case 'loyaltyCustomer':
      return readStoredIds().loyaltyCustomerId !== undefined;
  }
}

export function setRepositoryJourney(): void {
  const folders = readdirSync(root).filter((name) => name.startsWith('mf-'));
  const read = (folder: string, file: string): unknown =>
    JSON.parse(readFileSync(path.join(root, folder, file), 'utf8'));
  const steps = Object.fromEntries(
    folders.map((folder) => {
      const step = folder.slice('mf-'.length);
      return [
        step,
        {
          routes: parseStepRoutes(read(folder, 'routes.json'), step),
          journey: parseStepJson(read(folder, 'step.json'), step).journey,
        },
      ];
    }),
  );
  setJourneyPlan({ steps: plannedJourney(steps), holds });
}
