import { useCallback, type MouseEvent } from 'react';
import { useInsurerAction, useInsurerClient, useLocale } from '@greencard/step';
import { contractDocumentUrl, getContractDocument } from './documentCall';
import { documentFileName } from './documentFileName';

/** How long the saved file's object URL lives: long enough for the browser to start the download. */
const RELEASE_AFTER_MS = 60_000;

function saveFile(bytes: ArrayBuffer, contentType: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/**
 * The contract document link. Its href is the document's address (through the shop's /api proxy), so opening it in
 * a new tab works; a plain click fetches the PDF first, so a failure shows the catalogue message on this page
 * (errors.contractDocument) instead of leaving the buyer on an error answer.
 */
export function useContractDocument(contractId: number, contractNumber: string) {
  const locale = useLocale();
  // The insurer writes the document in the page's language.
  const href = contractDocumentUrl(useInsurerClient(), contractId, locale);
  const { state, run } = useInsurerAction((client) => getContractDocument(client, contractId, locale));

  const download = useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const outcome = await run();
      if (outcome?.ok) saveFile(outcome.value.bytes, outcome.value.contentType, documentFileName(contractNumber));
    },
    [run, contractNumber],
  );

  return { href, busy: state.status === 'running', failed: state.status === 'failed', download };
}
