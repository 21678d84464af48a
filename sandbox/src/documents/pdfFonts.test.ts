import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractFonts, findFontDir, fontDirCandidates, FONT_FILES } from './pdfFonts';

describe('the contract PDF font', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'greencard-fonts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is looked for next to the bundle first, then in the npm package', () => {
    const candidates = fontDirCandidates(dir);
    expect(candidates[0]).toBe(join(dir, 'fonts'));
    expect(candidates[1]).toMatch(/dejavu-fonts-ttf[/\\]ttf$/);
  });

  it('is taken from the bundle folder when the build copied it there', () => {
    mkdirSync(join(dir, 'fonts'));
    for (const file of Object.values(FONT_FILES)) writeFileSync(join(dir, 'fonts', file), '');
    expect(findFontDir(fontDirCandidates(dir))).toBe(join(dir, 'fonts'));
  });

  it('says how to get it when it is nowhere', () => {
    expect(() => findFontDir([join(dir, 'fonts')])).toThrow(/npm run build --workspace @greencard\/sandbox/);
  });

  it('is a TrueType file from the package when run from the sources', () => {
    const { regular, bold } = contractFonts();
    for (const bytes of [regular, bold]) expect(Buffer.from(bytes.subarray(0, 4)).toString('hex')).toBe('00010000');
  });
});
