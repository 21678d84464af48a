// Breaks a text into lines no wider than a column, so a long address or issuing authority stays on the page.

/**
 * Lines of `text` at most `maxWidth` wide as `widthOf` measures them; breaks between words, and inside a word only
 * when the word alone is wider than the column.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (widthOf(rest) > maxWidth) {
      const chars = [...rest];
      let fit = 1;
      while (fit < chars.length && widthOf(chars.slice(0, fit + 1).join('')) <= maxWidth) fit++;
      lines.push(chars.slice(0, fit).join(''));
      rest = chars.slice(fit).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
