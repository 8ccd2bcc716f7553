// The shape of a legal document's copy. Text may carry links (to another legal page, a
// section of the home page, or an outside authority); components/legal renders it.

export type TextLink = { text: string; href: string };
/** A run of text, or a link inside it. */
export type Inline = string | TextLink;
/** A paragraph or list item: plain text, or text with links. */
export type RichText = string | readonly Inline[];

/** A term and its explanation, shown as a definition list (what is stored, for how long, ...). */
export type Fact = { term: string; detail: RichText };

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs?: readonly RichText[];
  items?: readonly RichText[];
  facts?: readonly Fact[];
  closing?: readonly RichText[];
};

export type LegalText = {
  title: string;
  intro: readonly RichText[];
  /** ISO date of the last revision, and how it reads. */
  updated: { iso: string; display: string };
  sections: readonly LegalSection[];
};
