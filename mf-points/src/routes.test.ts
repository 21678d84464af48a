import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../routes.json';

describe("the points step's routes.json", () => {
  it('is a route list the shell accepts, with the page the other steps navigate to', () => {
    expect(parseStepRoutes(routes, 'points')).toEqual([
      expect.objectContaining({ path: '/points', layout: 'default', step: 'points' }),
    ]);
  });

  it('titles the page in both languages', () => {
    expect(routes[0]?.title).toEqual({ uk: 'Оплата балами', en: 'Pay with points' });
  });
});
