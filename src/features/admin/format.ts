// Swedish formats for the admin tables.
const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '–');
export const formatDateTime = (iso: string | null) =>
  iso ? dateTimeFormat.format(new Date(iso)) : '–';
