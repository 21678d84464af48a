import { wrapText } from './wrapText';

// One unit per character: the column widths below are character counts.
const width = (s: string) => [...s].length;

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText('Kyiv, Kyiv region', 40, width)).toEqual(['Kyiv, Kyiv region']);
  });

  it('breaks between words', () => {
    expect(wrapText('Khreshchatyk St 1, apt 5, Kyiv', 12, width)).toEqual(['Khreshchatyk', 'St 1, apt 5,', 'Kyiv']);
  });

  it('cuts a word wider than the column', () => {
    expect(wrapText('WVWZZZ1KZAW000001 x', 6, width)).toEqual(['WVWZZZ', '1KZAW0', '00001', 'x']);
  });

  it('answers one empty line for an empty text', () => {
    expect(wrapText('  ', 10, width)).toEqual(['']);
  });
});
