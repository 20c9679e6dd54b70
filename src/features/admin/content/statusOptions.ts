import { STATUS_LABEL } from '../texts';

/** The status field's choices: the values the database stores, labelled as the spec shows them. */
export const STATUS_OPTIONS = (['draft', 'published'] as const).map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));
