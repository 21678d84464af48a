type Named = { name: string } | string | null | undefined;

const nameOf = (value: Named): string => (typeof value === 'string' ? value : (value?.name ?? '')).trim();

/** A vehicle's full title (rules §3): the maker plus the model, or the maker plus the free model text. */
export function autoTitle(maker: Named, model: Named): string {
  return [nameOf(maker), nameOf(model)].filter((part) => part !== '').join(' ');
}
