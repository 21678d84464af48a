// Guards the rule that every text exists in both languages (rules D18): step modules call expectSameKeys on
// their own namespaces in their tests. It throws (rather than using jest's expect) so it works in any runner.

type Tree = Readonly<Record<string, unknown>>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

/**
 * What differs between two translations of one namespace: keys only in one, leaves that are not non-empty
 * strings, and texts that both use {{placeholders}} but different ones (a misspelt name shows as a gap).
 */
export function translationDifferences(uk: Tree, en: Tree): string[] {
  const ukLeaves = leaves(uk);
  const enLeaves = leaves(en);
  const problems: string[] = [];
  for (const key of ukLeaves.keys()) if (!enLeaves.has(key)) problems.push(`missing in en: ${key}`);
  for (const key of enLeaves.keys()) if (!ukLeaves.has(key)) problems.push(`missing in uk: ${key}`);
  for (const [key, ukText] of ukLeaves) {
    const enText = enLeaves.get(key);
    if (enText === undefined) continue;
    if (typeof ukText !== 'string' || ukText.trim() === '') problems.push(`not a text in uk: ${key}`);
    if (typeof enText !== 'string' || enText.trim() === '') problems.push(`not a text in en: ${key}`);
    if (typeof ukText === 'string' && typeof enText === 'string') {
      const ukNames = placeholders(ukText).join(',');
      const enNames = placeholders(enText).join(',');
      // A text may leave the values out altogether ('Enter the date'); two different sets mean a misspelt name.
      if (ukNames && enNames && ukNames !== enNames)
        problems.push(`placeholders differ at ${key}: uk {${ukNames}} en {${enNames}}`);
    }
  }
  return problems;
}

/** Throws listing every difference when the two translations do not have the same keys and placeholders. */
export function expectSameKeys(uk: Tree, en: Tree): void {
  const problems = translationDifferences(uk, en);
  if (problems.length > 0) throw new Error(`The translations differ:\n${problems.join('\n')}`);
}
