// The insurer draws a contract's PDF once per content (docs/insurer-api.md, GET /order/show): the same document asked
// for again (a reload, the other language's tab and back, a flood of downloads) is answered from memory, not drawn
// again on the event loop that answers every other buyer's calls. What the document shows (contractDocumentContent)
// is its key, so a change of the contract (paid, points reserved) draws it anew.
import { createHash } from 'node:crypto';
import type { Locale } from '../insurer';
import { contractDocumentContent, type ContractDocumentData } from './contractDocumentContent';

type Render = (data: ContractDocumentData, lang: Locale) => Promise<Uint8Array>;

/** The newest `size` documents drawn, least recently asked for first out. */
export function renderedDocuments(render: Render, size = 200): Render {
  const kept = new Map<string, Promise<Uint8Array>>();
  return (data, lang) => {
    const content = [lang, data.contract.createdAt, contractDocumentContent(data, lang)];
    const key = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
    let pdf = kept.get(key);
    if (pdf) kept.delete(key);
    else {
      pdf = render(data, lang);
      // A document that failed to draw is drawn again next time.
      pdf.catch(() => kept.delete(key));
    }
    kept.set(key, pdf);
    if (kept.size > size) kept.delete(kept.keys().next().value as string);
    return pdf;
  };
}
