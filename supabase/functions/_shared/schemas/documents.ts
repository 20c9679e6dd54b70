// Documents on the profile: what register-document is asked, and the kinds a doctor
// files them under.
import * as v from 'valibot';
import { choice, line, uuid } from './form-fields.ts';

export const DOCUMENT_KINDS = ['cv', 'licence', 'certificate', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  cv: 'CV',
  licence: 'Legitimation',
  certificate: 'Specialistbevis eller intyg',
  other: 'Övrigt',
};

export const registerDocumentSchema = v.object({
  id: uuid('Ogiltigt dokument-id'),
  kind: choice(DOCUMENT_KINDS, 'Välj vad dokumentet är'),
  fileName: line(1, 'Filnamn krävs', 200),
});
export type RegisterDocumentInput = v.InferInput<typeof registerDocumentSchema>;
