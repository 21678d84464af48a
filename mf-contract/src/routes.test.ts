import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../routes.json';

describe("the contract step's routes.json", () => {
  it('is a route list the shell accepts, with the page the other steps navigate to', () => {
    expect(parseStepRoutes(routes, 'contract')).toEqual([
      expect.objectContaining({ path: '/contract', layout: 'default', step: 'contract' }),
    ]);
  });

  it('titles the page in both languages', () => {
    expect(routes[0]?.title).toEqual({ uk: 'Зелена картка - договір', en: 'Green Card - contract' });
  });
});
