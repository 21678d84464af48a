import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../routes.json';

describe("the calculator step's routes.json", () => {
  it('is a route list the shell accepts, with the page the other steps navigate to', () => {
    expect(parseStepRoutes(routes, 'calculator')).toEqual([
      expect.objectContaining({ path: '/', layout: 'default', step: 'calculator' }),
    ]);
  });

  it('titles the page in both languages', () => {
    expect(routes[0]?.title).toEqual({ uk: '{{company}} — страхування', en: '{{company}} — insurance' });
  });
});
