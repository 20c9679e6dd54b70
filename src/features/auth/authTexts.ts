// Swedish texts of the account e-mails' flows that several components show.

export const RESEND_LINK = 'Skicka länken igen';
/** After Skapa konto, until the link is opened: the spec's "Konto skapat!", and what is left. */
export const LINK_SENT_TITLE = 'Konto skapat! Bekräfta din e-postadress';

export const linkSentMessage = (email: string) =>
  `Vi har skickat en länk till ${email}. Öppna den för att bekräfta adressen och logga in.`;

export const NOT_CONFIRMED =
  'Du behöver bekräfta din e-postadress innan du kan logga in. Öppna länken i mejlet vi skickade när du skapade kontot.';
