// Texts of the test build banner, in both languages. The team testing a build reads them, and so would a buyer who
// followed a link with ?override= to a build the shop refuses.
export const uk = {
  label: 'Тестові збірки',
  active: 'Тестується збірка кроку {{step}} {{manifest}} у цьому браузері',
  clear: 'скасувати',
  refused: 'Збірку кроку {{step}} {{manifest}} не завантажено: магазин не дозволяє тестові збірки з {{origin}}',
};

export const en: typeof uk = {
  label: 'Test builds',
  active: 'Testing {{step}} build {{manifest}} in this browser',
  clear: 'clear',
  refused: 'The {{step}} build {{manifest}} was refused: this shop does not allow test builds from {{origin}}',
};

export const OVERRIDE_NS = 'step-override';

// t() of the `step-override` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    'step-override': typeof uk;
  }
}
