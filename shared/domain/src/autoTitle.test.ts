import { autoTitle } from './autoTitle';

describe('autoTitle', () => {
  it.each<[Parameters<typeof autoTitle>[0], Parameters<typeof autoTitle>[1], string]>([
    [{ name: 'Volkswagen' }, { name: 'Golf' }, 'Volkswagen Golf'],
    ['Volkswagen', 'Golf VII 1.4 TSI', 'Volkswagen Golf VII 1.4 TSI'],
    [{ name: 'Volkswagen' }, null, 'Volkswagen'],
    [null, 'Golf', 'Golf'],
    [' Skoda ', ' ', 'Skoda'],
    [undefined, undefined, ''],
  ])('%p + %p -> %p', (maker, model, title) => {
    expect(autoTitle(maker, model)).toBe(title);
  });
});
