/** @jest-environment node */
import * as React from 'react';
import { createStepRenderers } from './stepRenderers';
import { evaluateContainer } from './evaluateContainer';

// A server container as webpack's federation plugin writes one: a CommonJS module with init and get. This one takes
// React from the share scope the shop server fills, and exposes ./server.
const CONTAINER = `
let shareScope;
module.exports = {
  init(scope) { shareScope = scope; },
  async get(request) {
    if (request !== './server') throw new Error('no ' + request);
    const react = await shareScope.react[Object.keys(shareScope.react)[0]].get();
    const React = react();
    return () => ({ render: () => React.createElement('h1', null, 'From the container') });
  },
};`;

const shared = [{ name: 'react', version: React.version }];

const served = (code: string, status = 200) => jest.fn(async () => new Response(code, { status })) as unknown as typeof fetch;

describe("the steps' server renderings", () => {
  it('load a container once per build URL, lending it the server’s React', async () => {
    const fetchImpl = served(CONTAINER);
    const rendererFor = createStepRenderers({ shared, fetchImpl, waitMs: 1000 });
    const render = await rendererFor('calculator', 'http://remote/1.0.0+a/server/remoteEntry.js');
    const element = render?.({} as never, '/') as React.ReactElement;
    expect(element.type).toBe('h1');
    await rendererFor('calculator', 'http://remote/1.0.0+a/server/remoteEntry.js');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('never hold a page longer than waitMs, and try a failing container again only after a while', async () => {
    const log = jest.fn();
    const hanging = (() => new Promise(() => undefined)) as typeof fetch;
    const slow = createStepRenderers({ shared, fetchImpl: hanging, waitMs: 10, log });
    expect(await slow('calculator', 'http://remote/slow.js')).toBeUndefined();

    const failing = served('gone', 404);
    const rendererFor = createStepRenderers({ shared, fetchImpl: failing, waitMs: 1000, retryAfterMs: 60_000, log });
    expect(await rendererFor('calculator', 'http://remote/gone.js', 0)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('http://remote/gone.js answered 404'));
    await rendererFor('calculator', 'http://remote/gone.js', 1000);
    expect(failing).toHaveBeenCalledTimes(1);
    await rendererFor('calculator', 'http://remote/gone.js', Date.now() + 60_000);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('a container evaluated', () => {
  it("may take Node's own modules only", () => {
    expect(evaluateContainer("module.exports = require('node:path').sep", 'http://r/e.js')).toBe('/');
    expect(() => evaluateContainer("require('fs-extra')", 'http://r/e.js')).toThrow('may require Node\'s modules only, not "fs-extra"');
  });
});
