// Ukrainian to Latin by the national transliteration (Cabinet of Ministers resolution No. 55 of 27 January 2010),
// the system of Ukrainian passports and road signs: Київ -> Kyiv, Запоріжжя -> Zaporizhzhia.
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
  '’': '',
  ʼ: '',
};
// At the start of a word these letters are written differently.
const WORD_START: Readonly<Record<string, string>> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);

export function transliterate(text: string): string {
  let out = '';
  const chars = [...text];
  chars.forEach((ch, i) => {
    const lower = ch.toLowerCase();
    const previous = chars[i - 1];
    const atWordStart = !isLetter(previous) && previous !== "'" && previous !== '’' && previous !== 'ʼ';
    let latin = LETTERS[lower];
    if (latin === undefined) {
      out += ch;
      return;
    }
    if (atWordStart && WORD_START[lower]) latin = WORD_START[lower];
    // "зг" is written "zgh" so that it is not read as "ж" (Згурівка -> Zghurivka).
    if (lower === 'г' && previous?.toLowerCase() === 'з') latin = 'gh';
    if (ch !== lower && latin.length > 0) {
      const nextIsUpper = chars[i + 1] !== undefined && chars[i + 1] !== chars[i + 1]!.toLowerCase();
      latin = nextIsUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
    }
    out += latin;
  });
  return out;
}
