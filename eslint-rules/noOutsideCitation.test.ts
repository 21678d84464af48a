import { RuleTester } from 'eslint';
import rule from './noOutsideCitation';

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-outside-citation', rule, {
  valid: [
    "// The cut-off is judged by the insurer's clock (rules D13).",
    '/** rules §5 and §9, D14: instalments only above 500 UAH. */',
    '// rules §3 "Local storage", D9, D10: browser storage keys.',
    '// The wire values are in docs/insurer-api.md.',
    "const model = 'D4 125'; // a motorcycle model's name, not a citation",
    "describe('the contract form (rules §5)', () => {});",
    "it('sends the snake spelling by default (rules D2)', () => {});",
    '// Explained in its own words: the page keeps what the buyer typed.',
  ],
  invalid: [
    '// The cut-off is about 23:55 (spec 9).',
    '/** Spec section 2: chunk failures reload once a minute. */',
    '// See DECISIONS 13.',
    '// As ../shared/data/green-card-market-facts.md publishes.',
    '// The proxy adds the token (ARCHITECTURE, "How the pieces fit").',
    '// webpack is pinned (STACK.md).',
    '// Nothing blocks the first paint (DEVELOPERS.md, speed).',
    '// Storage keys (D9).',
    '// rules §12: no such section.',
    '// rules D99: no such decision.',
    '// The protocol is in docs/no-such-page.md.',
    "describe('business constants (spec section 9)', () => {});",
    "it.each([[1]])('checks %s (DECISIONS 15)', () => {});",
  ].map((code) => ({ code, errors: [{ messageId: 'outside' }] })),
});

describe('the citation check', () => {
  const { problemOf } = rule as unknown as { problemOf: (text: string) => string | null };

  it.each([
    ['spec 9', 'the spec'],
    ['DECISIONS 13', 'DECISIONS'],
    ['rules §12', 'rules §12'],
    ['rules D99', 'rules D99'],
    ['docs/no-such-page.md', 'docs/no-such-page.md'],
  ])('names what %s cites', (text, named) => {
    expect(problemOf(text)).toContain(named);
  });

  it('accepts every section and decision docs/product-rules.md has', () => {
    for (let n = 1; n <= 9; n += 1) expect(problemOf(`rules §${n}`)).toBeNull();
    for (let n = 1; n <= 26; n += 1) expect(problemOf(`rules D${n}`)).toBeNull();
  });
});
