// The shape of the insurer's own pages (the public offer, the OSAGO page) as text, apart from their HTML.
interface PageSection {
  heading: string;
  paragraphs: string[];
}

export interface InsurerPageText {
  title: string;
  lead: string;
  sections: PageSection[];
  /** The heading of the contacts block, which lists the insurer's phones and e-mail as links, and its first line. */
  contactsHeading: string;
  contactsLead: string;
  /** Says that the page belongs to a test insurer, not a real one. */
  note: string;
  /** The link to the same page in the other language. */
  otherLanguage: string;
}

/** What the pages say about the insurer. */
export interface InsurerFacts {
  name: string;
  phones: readonly string[];
  email: string;
}
