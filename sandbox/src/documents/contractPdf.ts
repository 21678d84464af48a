// The contract document (GET /order/show): a one-page A4 PDF of the contract's data in the buyer's language, drawn
// with an embedded font that has Cyrillic (the standard PDF fonts have none). The font is subset: only the glyphs
// used are in the file. Each document parses the font anew: a parsed font shared between documents keeps a glyph
// first met as a part of another (Latin "i" inside Ukrainian "і") without its character, and the text of the next
// document would not copy out.
import fontkit from '@cantoo/fontkit';
import type { Locale } from '../insurer';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { COMPANY_NAME } from '../company/data/company';
import { contractDocumentContent, type ContractDocumentData } from './contractDocumentContent';
import { contractFonts } from './pdfFonts';
import { wrapText } from './wrapText';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LABEL_X = 60;
const VALUE_X = 230;
const INK = rgb(0.1, 0.12, 0.14);

export async function contractPdf(data: ContractDocumentData, lang: Locale): Promise<Uint8Array> {
  const content = contractDocumentContent(data, lang);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(content.title);
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject(content.subject);
  doc.setLanguage(lang === 'uk' ? 'uk-UA' : 'en-GB');
  doc.setCreationDate(new Date(data.contract.createdAt));
  const fonts = contractFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const page = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  let y = 790;

  /** Draws `value` wrapped to the column from x to the right margin; answers the number of lines drawn. */
  const text = (p: PDFPage, value: string, x: number, size: number, font: PDFFont, width = right - x): number => {
    const lines = wrapText(value, width, (s) => font.widthOfTextAtSize(s, size));
    lines.forEach((line, i) => p.drawText(line, { x, y: y - i * size * 1.35, size, font, color: INK }));
    return lines.length;
  };

  text(page, COMPANY_NAME, MARGIN, 12, bold);
  y -= 28;
  y -= (text(page, content.heading, MARGIN, 15, bold) - 1) * 20;
  y -= 18;
  y -= (text(page, content.subject, MARGIN, 10, regular) - 1) * 13.5;
  y -= 28;

  for (const section of content.sections) {
    text(page, section.title, MARGIN, 12, bold);
    y -= 18;
    for (const [label, value] of section.rows) {
      const lines = Math.max(
        text(page, label, LABEL_X, 10, regular, VALUE_X - LABEL_X - 10),
        text(page, value, VALUE_X, 10, regular),
      );
      y -= 13.5 * (lines - 1) + 15;
    }
    y -= 12;
  }
  text(page, content.disclaimer, MARGIN, 8, regular);
  return doc.save();
}
