import { defaultStorage, readItem, removeItem, storedKeys, writeItem } from './browserStorage';
import { blockedStorage, fullStorage } from '../testing/failingStorage';

beforeEach(() => localStorage.clear());

describe('browser storage access', () => {
  it('uses the page localStorage by default', () => {
    expect(defaultStorage()).toBe(window.localStorage);
    expect(writeItem('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(readItem('k')).toBe('v');
    expect(storedKeys()).toEqual(['k']);
    removeItem('k');
    expect(readItem('k')).toBeUndefined();
  });

  it('gives no storage when reaching localStorage throws (storage blocked by the browser)', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(defaultStorage()).toBeUndefined();
    expect(writeItem('k', 'v')).toBe(false);
    expect(readItem('k')).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it('reports a full storage as not written and a blocked one as empty', () => {
    expect(writeItem('k', 'v', fullStorage())).toBe(false);
    expect(readItem('k', blockedStorage())).toBeUndefined();
    expect(storedKeys(blockedStorage())).toEqual([]);
    expect(() => removeItem('k', blockedStorage())).not.toThrow();
  });
});
