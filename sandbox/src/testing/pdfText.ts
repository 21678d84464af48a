// Test helper: the text a reader of a pdf-lib document would copy out of it. An embedded font's text is drawn as
// glyph numbers (`<0012004f> Tj`); the font's ToUnicode map turns them back into characters. Enough for the PDFs
// this sandbox writes (one page, pdf-lib's own content streams and maps), not a general PDF reader.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from '@cantoo/pdf-lib';

export interface PdfTextResult {
  /** Each line of text drawn, in drawing order. */
  lines: string[];
  /** BaseFont names of the page's fonts (pdf-lib names an embedded font after it, e.g. `DejaVuSans-1234`). */
  fontNames: string[];
}

const streamText = (stream: PDFRawStream): string =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** The glyph-number -> text map of a ToUnicode CMap (pdf-lib writes bfchar entries only). */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = (unicode ?? '').match(/.{4}/g) ?? [];
      map.set((code ?? '').toLowerCase(), String.fromCharCode(...units.map((u) => parseInt(u, 16))));
    }
  }
  return map;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfTextResult> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPages()[0];
  if (!page) return { lines: [], fontNames: [] };
  const lookup = <T extends PDFObject>(value: PDFObject | undefined): T | undefined =>
    (value instanceof PDFRef ? doc.context.lookup(value) : value) as T | undefined;

  const fontDict = lookup<PDFDict>(page.node.Resources()?.get(PDFName.of('Font')));
  const fonts = new Map<string, Map<string, string>>();
  const fontNames: string[] = [];
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = lookup<PDFDict>(ref);
    const baseFont = font?.get(PDFName.of('BaseFont'));
    if (baseFont instanceof PDFName) fontNames.push(baseFont.decodeText());
    const toUnicode = lookup<PDFRawStream>(font?.get(PDFName.of('ToUnicode')));
    fonts.set(name.asString(), toUnicode ? toUnicodeMap(streamText(toUnicode)) : new Map());
  }

  const contents = lookup<PDFObject>(page.node.get(PDFName.of('Contents')));
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => lookup<PDFRawStream>(ref)) : [contents];
  const operators = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map(streamText)
    .join('\n');

  const lines: string[] = [];
  let current = new Map<string, string>();
  for (const match of operators.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (match[1]) {
      current = fonts.get(match[1]) ?? new Map();
      continue;
    }
    const glyphs = (match[2] ?? '').toLowerCase().match(/.{4}/g) ?? [];
    lines.push(glyphs.map((glyph) => current.get(glyph) ?? '\uFFFD').join(''));
  }
  return { lines, fontNames };
}
