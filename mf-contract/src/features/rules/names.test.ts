import type { ValidationKey } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';
import { latinAddress, latinName } from './names';

describe('latinName', () => {
  it.each<[string | null | undefined, ValidationKey | undefined]>([
    ['Shevchenko', undefined],
    ['Anna-Maria', undefined],
    ["O'Neil", undefined],
    ['Oʼ Neil', undefined],
    ['De La Cruz', undefined],
    [' Taras ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['Шевченко', 'onlyLatin'],
    ['Tarаs', 'onlyLatin'], // one Cyrillic а
    ['Taras1', 'onlyLatin'],
    ['-Taras', 'onlyLatin'],
    ['Taras-', 'onlyLatin'],
    ["'", 'onlyLatin'],
    ['Taras.', 'onlyLatin'],
  ])('%p -> %p', (value, key) => {
    expect(latinName(value)).toBe(key);
  });
});

describe('latinAddress', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['Kyiv, Khreshchatyk St. 22, apt. 5', undefined],
    ["Kyiv, Mykoly Bazhana Ave 1/2 #3, O'Hara", undefined],
    ['Lviv-Vynnyky, 7-b', undefined],
    ['', undefined],
    ['Київ, Хрещатик 22', 'contract:validation.addressLatin'],
    ['Kyiv, вул. Street 1', 'contract:validation.addressLatin'],
    ['Kyiv № 5', 'contract:validation.addressLatin'],
    ['Kyiv; 5', 'contract:validation.addressLatin'],
    ['12/5', 'contract:validation.addressLatin'], // no letter at all
  ])('%p -> %p', (value, key) => {
    expect(latinAddress(value)).toBe(key);
  });
});
