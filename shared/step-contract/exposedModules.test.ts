import { LOCALES } from '@greencard/domain';
import { containerGlobal, EXPOSED, isTextsChunkFile, REMOTE_ENTRY, TEXT_LOCALES, textsChunk } from './exposedModules';

describe('exposed modules', () => {
  it('names the browser lifecycle ./app', () => {
    expect(EXPOSED).toEqual({ app: './app' });
  });

  it("names a step's container script and the global it defines, each step's its own", () => {
    expect(REMOTE_ENTRY).toBe('remoteEntry.js');
    expect(containerGlobal('confirm')).toBe('greencard_confirm');
  });

  it("names each language's texts chunk, for every language the shop speaks", () => {
    expect([...TEXT_LOCALES]).toEqual([...LOCALES]);
    expect(textsChunk('uk')).toBe('texts-uk');
    expect(isTextsChunkFile('texts-uk.0123456789.js', 'uk')).toBe(true);
    expect(isTextsChunkFile('v2/texts-en.abcdef0123.js', 'en')).toBe(true);
    expect(isTextsChunkFile('texts-en.abcdef0123.js', 'uk')).toBe(false);
    expect(isTextsChunkFile('common-texts-uk.0123456789.js', 'uk')).toBe(false);
    expect(isTextsChunkFile('texts-uk.0123456789.js.br', 'uk')).toBe(false);
  });
});
