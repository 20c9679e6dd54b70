// The Swedish texts of the new-version prompt and the offline-ready toast (WorkerRegistration.tsx).
export const updateTexts = {
  updateAvailable: 'En ny version finns tillgänglig',
  updateDescription: 'Uppdatera för att använda den senaste versionen av appen.',
  updateAction: 'Uppdatera',
  updateLater: 'Senare',
  offlineReady: 'Appen fungerar nu även utan uppkoppling.',
} as const;
