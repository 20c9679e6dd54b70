// Shape of a legal page. The texts are functions of the provider so that the provider's name and
// contact e-mail come from the settings table, not from literals in the texts.

export interface Provider {
  name: string;
  contactEmail: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}
