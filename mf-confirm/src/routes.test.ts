import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../routes.json';

describe("the confirm step's routes.json", () => {
  it('is a route list the shell accepts, with the page the other steps navigate to', () => {
    expect(parseStepRoutes(routes, 'confirm')).toEqual([
      expect.objectContaining({ path: '/confirm', layout: 'default', step: 'confirm' }),
    ]);
  });

  it('titles the page in both languages', () => {
    expect(routes[0]?.title).toEqual({ uk: 'Підтвердження коду', en: 'Confirm code' });
  });
});
