import { EXPOSED, exposedRequest } from './exposedModules';

describe('exposed modules', () => {
  it('names the browser lifecycle ./app and the server rendering ./server', () => {
    expect(EXPOSED).toEqual({ app: './app', server: './server' });
  });

  it('loads an exposed module as <step>/<name>, the way the federation runtime asks for it', () => {
    expect(exposedRequest('calculator', 'app')).toBe('calculator/app');
    expect(exposedRequest('payment', 'server')).toBe('payment/server');
  });
});
