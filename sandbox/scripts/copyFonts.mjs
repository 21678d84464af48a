// Part of the sandbox build: copies the contract PDF's font (DejaVu Sans, from the npm package dejavu-fonts-ttf) and
// its licence next to the bundle, into dist/fonts, where src/documents/pdfFonts.ts looks first. The Docker image
// keeps only dist/, so the font must be there.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'fonts');

mkdirSync(target, { recursive: true });
for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])
  copyFileSync(join(packageDir, 'ttf', file), join(target, file));
copyFileSync(join(packageDir, 'LICENSE'), join(target, 'DejaVu-LICENSE.txt'));
