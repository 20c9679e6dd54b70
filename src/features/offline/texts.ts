// The Swedish texts of the offline features that every page's frame shows (the offline bar, the
// outbox's badge, its toast and the sign-out question); the outbox list's and the update prompt's
// are beside their components, so the start-up code carries only these.
export const offlineTexts = {
  bannerTitle: 'Du är offline',
  // Follows the title in one line of the slim bar, so it stays short.
  bannerMessage: 'Sparade sidor går att läsa. Det du skickar skickas när du är online igen.',
  outboxLabel: 'Utkorg',
  outboxTitle: 'Väntar på att skickas',
  outboxIntro:
    'Ansökningar och förfrågningar som du skickar utan uppkoppling sparas här och skickas automatiskt när du är online igen.',
  waitingCount: (count: number) => `${count} väntar`,
  deliveredTitle: 'Skickad',
  signOutWhileWaiting: (count: number) =>
    `Du har ${count === 1 ? 'ett objekt' : `${count} objekt`} i utkorgen som inte har skickats än. Ansökningar kan bara skickas när du är inloggad. Vill du logga ut ändå?`,
} as const;
