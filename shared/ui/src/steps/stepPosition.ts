/** Where a step stands among all of them, as digits that read the same in every language: '2/4'. */
export function stepPosition(index: number, total: number): string {
  return `${index + 1}/${total}`;
}
