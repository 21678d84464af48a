/** The saved contract's file name: the contract number made safe for any file system. */
export function documentFileName(contractNumber: string): string {
  const safe = contractNumber.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `green-card-${safe || 'contract'}.pdf`;
}
