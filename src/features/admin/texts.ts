// The admin area's Swedish messages. §8 of the spec fixes the toasts and confirmations word for word.

export const LOADING = 'Laddar...';

/** The title of every admin confirmation (the dialog is found by this name). */
export const CONFIRM_TITLE = 'Bekräfta';

export const STATUS_LABEL = { draft: 'Utkast', published: 'Publicerad' } as const;

/** Everything that differs between the job and the banner admin pages. */
export type ContentTexts = {
  fetchError: string;
  updateError: string;
  createError: string;
  publishError: string;
  deleteError: string;
  updated: string;
  created: string;
  published: string;
  deleted: string;
  confirmDelete: string;
  /** What "Avsluta nu" does, asked before it does it. */
  confirmEnd: string;
};

export const JOB_TEXTS: ContentTexts = {
  fetchError: 'Fel vid hämtning av jobb',
  updateError: 'Fel vid uppdatering av jobb',
  createError: 'Fel vid skapande av jobb',
  publishError: 'Fel vid publicering',
  deleteError: 'Fel vid radering',
  updated: 'Jobb uppdaterat!',
  created: 'Jobb skapat!',
  published: 'Jobb publicerat!',
  deleted: 'Jobb raderat!',
  confirmDelete: 'Är du säker på att du vill radera detta jobb?',
  confirmEnd:
    'Annonsen tas bort från jobblistan nu och tar inte emot fler ansökningar. Du kan förlänga den igen efteråt.',
};

export const BANNER_TEXTS: ContentTexts = {
  fetchError: 'Fel vid hämtning av banners',
  updateError: 'Fel vid uppdatering av banner',
  createError: 'Fel vid skapande av banner',
  publishError: 'Fel vid publicering',
  deleteError: 'Fel vid radering',
  updated: 'Banner uppdaterad!',
  created: 'Banner skapad!',
  published: 'Banner publicerad!',
  deleted: 'Banner raderad!',
  confirmDelete: 'Är du säker på att du vill radera denna banner?',
  confirmEnd: 'Bannern slutar visas nu. Du kan förlänga den igen efteråt.',
};

export const OFFLINE_NOTICE =
  'Administrationen kräver en internetanslutning. Anslut till nätet så laddas sidan igen.';
