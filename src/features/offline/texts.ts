// The Swedish texts of the offline features, in one place.
export const offlineTexts = {
  bannerTitle: 'Du är offline',
  bannerMessage:
    'Du är offline just nu. Du kan fortfarande läsa jobb och sidor som finns sparade på enheten. Ansökningar och förfrågningar sparas och skickas automatiskt när du är online igen.',
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
  stateWaiting: 'Väntar',
  stateSending: 'Skickas…',
  stateRejected: 'Avvisad',
  sendNow: 'Skicka nu',
  retry: 'Försök igen',
  dismiss: 'Ta bort',
  confirmDismiss: 'Vill du ta bort detta ur utkorgen? Det kommer inte att skickas.',
  signOutWhileWaiting: (count: number) =>
    `Du har ${count === 1 ? 'ett objekt' : `${count} objekt`} i utkorgen som inte har skickats än. Ansökningar kan bara skickas när du är inloggad. Vill du logga ut ändå?`,
} as const;
