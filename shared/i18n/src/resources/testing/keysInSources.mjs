// The translation keys the shop's sources use, as i18next-cli's extractor finds them (docs/shared-packages.md, "Whose
// texts"): `node keysInSources.mjs <folder>` prints them as JSON, [{ key, ns, files }], files relative to the folder.
// The sources are shell/src, shared/<package>/src and mf-<step>/src without tests, test helpers and the common texts
// themselves. A test runs it in a Node of its own: the extractor is ES modules only and needs Node 22 or newer.
import process from 'node:process';
import { findKeys } from 'i18next-cli';

process.chdir(process.argv[2] ?? '.');
const { allKeys } = await findKeys({
  locales: ['uk', 'en'],
  extract: {
    input: ['shell/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignore: ['**/*.test.*', '**/*.d.ts', '**/testing/**', 'shared/i18n/src/resources/{uk,en}.ts'],
    // Never written: the texts are TypeScript modules, read by the test that runs this.
    output: 'texts/{{language}}/{{namespace}}.json',
    // A translator asked for no namespace speaks the common one (shared/i18n/src/createI18n.ts).
    defaultNS: 'common',
  },
});
const uses = [...allKeys.values()].map(({ key, ns, locations = [] }) => ({
  key,
  ns,
  files: [...new Set(locations.map(({ file }) => file))],
}));
console.log(JSON.stringify(uses));
