/**
 * A text with one marked link, `before <a>words</a> after`, cut into its three parts, so the words can be wrapped in
 * a link element while everything stays text. `undefined` when the text has no such mark: the caller shows it as it is.
 */
export interface LinkedText {
  before: string;
  link: string;
  after: string;
}

const ONE_LINK = /^([^]*?)<a>([^]*?)<\/a>([^]*)$/;

export function linkedText(text: string): LinkedText | undefined {
  const parts = ONE_LINK.exec(text);
  if (!parts || parts[3]?.includes('<a>')) return undefined;
  const [, before = '', link = '', after = ''] = parts;
  return link ? { before, link, after } : undefined;
}
