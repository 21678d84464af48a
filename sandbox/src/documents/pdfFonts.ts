// The contract PDF's typeface, DejaVu Sans (npm package dejavu-fonts-ttf, under the Bitstream Vera and Arev font
// licences, which travel with the files): the standard PDF fonts have no Cyrillic. The sandbox build copies the two
// files and the licence next to the bundle (sandbox/dist/fonts), where the Docker image, which has no node_modules
// for them, finds them; run from the sources (tests), they are read from the package itself.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

export interface ContractFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** The package's own folder of TTF files, or undefined where the package is not installed (the Docker image). */
function packageFontDir(): string | undefined {
  try {
    return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    return undefined;
  }
}

/** Where the fonts are looked for, first match wins: next to the running bundle, then the npm package. */
export function fontDirCandidates(bundleDir: string = __dirname): string[] {
  return [join(bundleDir, 'fonts'), packageFontDir()].filter((dir): dir is string => dir !== undefined);
}

export function findFontDir(candidates: string[] = fontDirCandidates()): string {
  const dir = candidates.find((candidate) =>
    Object.values(FONT_FILES).every((file) => existsSync(join(candidate, file))),
  );
  if (!dir) {
    throw new Error(
      `The contract PDF's font (${Object.values(FONT_FILES).join(', ')}) is in none of ${candidates.join(', ')}: ` +
        'build the sandbox with `npm run build --workspace @greencard/sandbox`, which copies it into sandbox/dist/fonts',
    );
  }
  return dir;
}

let loaded: ContractFonts | undefined;

/** The font files' bytes, read once per process. */
export function contractFonts(): ContractFonts {
  if (!loaded) {
    const dir = findFontDir();
    loaded = { regular: readFileSync(join(dir, FONT_FILES.regular)), bold: readFileSync(join(dir, FONT_FILES.bold)) };
  }
  return loaded;
}
