// The Swedish texts of the offline features, in one place.
export const offlineTexts = {
  bannerTitle: 'Du är offline',
  // Follows the title in one line of the slim bar, so it stays short.
  bannerMessage: 'Sparade sidor går att läsa. Det du skickar skickas när du är online igen.',
  updateAvailable: 'En ny version finns tillgänglig',
  updateDescription: 'Uppdatera för att använda den senaste versionen av appen.',
  updateAction: 'Uppdatera',
  updateLater: 'Senare',
  offlineReady: 'Appen fungerar nu även utan uppkoppling.',
  outboxLabel: 'Utkorg',
  outboxTitle: 'Väntar på att skickas',
  outboxEmpty: 'Inget väntar på att skickas. Allt du har skickat har kommit fram.',
  outboxIntro:
    'Ansökningar och förfrågningar som du skickar utan uppkoppling sparas här och skickas automatiskt när du är online igen.',
  // One set of states, the same on every card and in the header.
  stateWaiting: 'Väntar',
  stateSending: 'Skickas',
  stateDelivered: 'Skickad',
  stateRejected: 'Avvisad',
  waitingCount: (count: number) => `${count} väntar`,
  acceptedNote: 'Mottagen. Meddelandet till arbetsgivaren skickas automatiskt.',
  deliveredHeading: 'Skickat',
  sendNow: 'Skicka nu',
  sendingNow: 'Skickar…',
  sentNow: 'Skickad.',
  notSentYet: (reason: string) => `Inte skickad än: ${reason}`,
  retry: 'Försök igen',
  dismiss: 'Ta bort',
  dismissDelivered: 'Ta bort ur listan',
  confirmDismissWaiting:
    'Ta bort ur utkorgen? Den har inte skickats och kommer då aldrig att skickas. Det du skrev försvinner från enheten.',
  confirmDismissRejected:
    'Ta bort ur utkorgen? Servern har inte tagit emot den, och det du skrev försvinner från enheten.',
  deliveredTitle: 'Skickad',
  signOutWhileWaiting: (count: number) =>
    `Du har ${count === 1 ? 'ett objekt' : `${count} objekt`} i utkorgen som inte har skickats än. Ansökningar kan bara skickas när du är inloggad. Vill du logga ut ändå?`,
} as const;
