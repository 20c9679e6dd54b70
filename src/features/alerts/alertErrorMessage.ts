// A failed save or change of a Bevakning, in Swedish words the doctor can act on.
type MaybePostgrestError = { code?: string; message?: string };

export function alertErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as MaybePostgrestError;
  // The database's own Swedish refusal (e.g. "Du kan ha högst 20 bevakningar.").
  if (code === 'P0001' && message) return message;
  if (code === '23514' || code === '22P02')
    return 'Bevakningen kunde inte sparas: kontrollera namnet och försök igen.';
  if (code === 'PGRST116') return 'Bevakningen finns inte längre. Ladda om sidan.';
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return 'Du är offline. Bevakningar sparas när du har uppkoppling.';
  return 'Något gick fel. Försök igen om en stund.';
}
