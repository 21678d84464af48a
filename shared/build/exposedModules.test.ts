import { containerGlobal, EXPOSED, exposedRequest, REMOTE_ENTRY } from './exposedModules';

describe('exposed modules', () => {
  it('names the browser lifecycle ./app and the server rendering ./server', () => {
    expect(EXPOSED).toEqual({ app: './app', server: './server' });
  });

  it('loads an exposed module as <step>/<name>, the way the federation runtime asks for it', () => {
    expect(exposedRequest('calculator', 'app')).toBe('calculator/app');
    expect(exposedRequest('payment', 'server')).toBe('payment/server');
  });

  it("names a step's container script and the global it defines, each step's its own", () => {
    expect(REMOTE_ENTRY).toBe('remoteEntry.js');
    expect(containerGlobal('confirm')).toBe('greencard_confirm');
  });
});
