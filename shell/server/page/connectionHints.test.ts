/** @jest-environment node */
import { preloadsWanted } from './pages';

describe("the page's hints and the buyer's connection", () => {
  it('are left out for a buyer saving data, whatever the case of the header', () => {
    expect(preloadsWanted({ 'save-data': 'on' })).toBe(false);
    expect(preloadsWanted({ 'save-data': ' On ' })).toBe(false);
    expect(preloadsWanted({ 'save-data': 'off' })).toBe(true);
  });

  it.each(['slow-2g', '2g', '3g'])('are left out on %s', (ect) => {
    expect(preloadsWanted({ ect })).toBe(false);
  });

  it('are sent on 4g and when the browser tells nothing', () => {
    expect(preloadsWanted({ ect: '4g' })).toBe(true);
    expect(preloadsWanted({})).toBe(true);
  });
});
