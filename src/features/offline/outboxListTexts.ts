// The Swedish texts of the outbox page's list (OutboxList.tsx).
export const outboxListTexts = {
  outboxEmpty: 'Inget väntar på att skickas. Allt du har skickat har kommit fram.',
  // One set of states, the same on every card and in the header.
  stateWaiting: 'Väntar',
  stateSending: 'Skickas',
  stateDelivered: 'Skickad',
  stateRejected: 'Avvisad',
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
} as const;
