import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../routes.json';

describe("the contract step's routes.json", () => {
  it('is a route list the shell accepts: first the page the other steps navigate to, then the widget showcase', () => {
    expect(parseStepRoutes(routes, 'contract')).toEqual([
      expect.objectContaining({ path: '/contract', layout: 'default', step: 'contract' }),
      expect.objectContaining({ path: '/UI', layout: 'default' }),
    ]);
  });

  it('titles the pages in both languages', () => {
    expect(routes.map((route) => route.title)).toEqual([
      { uk: 'Зелена картка - договір', en: 'Green Card - contract' },
      { uk: 'Елементи інтерфейсу', en: 'Interface widgets' },
    ]);
  });

  it('opens the showcase to every buyer: it names no journey step, so no need of the journey keeps a buyer off it', () => {
    expect(routes[1]).not.toHaveProperty('step');
  });
});
