// The shapes the back office's job and banner lists share with their forms and helpers: the form
// a dialog shows, the dialog the page's address asks for, an ad about to be shown, a row's update.
import type { PublishableInsert, PublishableRow, PublishableTable } from './publishableQueries';

export type PublishableFormProps<T extends PublishableTable> = {
  /** The row being edited, or null for a new one. */
  row: PublishableRow<T> | null;
  /** A new row's first values (e.g. a job from an employer's request); the rest start empty. */
  draft?: Partial<PublishableRow<T>>;
  submitting: boolean;
  onSubmit: (values: PublishableInsert<T>) => void;
  onCancel: () => void;
  /** Told whether the form differs from what it opened with, so closing it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
};

/** The dialog the page's address asks for: a row to edit, or a new one from a draft. */
export type Opening<T extends PublishableTable> = {
  row: PublishableRow<T> | null;
  draft?: Partial<PublishableRow<T>>;
  /** Told the new row's id once it is saved. */
  onCreated?: (id: string) => void;
  /** The dialog closed, saved or not: the address stops asking for it. */
  onClose: () => void;
};

/** An ad about to be shown: a draft being published, or a published ad's form being saved. */
export type Publishing<T extends PublishableTable> = {
  id: string | null;
  values: Partial<PublishableRow<T>>;
  /** When it was published if it already is; null: it is published now. */
  publishedAt: string | null;
};

export type RowUpdate = {
  extend: (id: string, expiresAt: string) => void;
  /** The id of the row being extended, if any. */
  pendingId: string | undefined;
};
