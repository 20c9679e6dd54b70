// The doctor's e-mail when a recruiter invites them to a job (issue 48): what the job is, that
// nothing has been shared yet, and the way to answer in the app (Mina ansökningar).
import { type EmailContent, renderEmail } from './layout.ts';
import type { ProviderSettings } from './messages.ts';
import { headerText } from './safe-text.ts';

export const INVITATION_HEADLINE = 'Vi tror att den här tjänsten passar dig';

/** The invitation with its job and the doctor's name, as compose.ts reads them. */
export interface StoredInvitation {
  job_id: string;
  candidate_name: string;
  job: { title: string; employer_name: string; location: string };
}

export function jobInvitationEmail(
  invitation: StoredInvitation,
  settings: ProviderSettings,
  siteUrl: string,
): EmailContent {
  const { job } = invitation;
  const greeting = invitation.candidate_name ? `Hej ${invitation.candidate_name}!` : 'Hej!';
  return renderEmail({
    subject: headerText(`${INVITATION_HEADLINE}: ${job.title}`),
    intro:
      `${greeting}\n\n${INVITATION_HEADLINE}. Vi har sett din yrkesprofil, som du har gjort ` +
      `synlig för rekryterare, och vill gärna veta om du är intresserad av ${job.title} hos ` +
      `${job.employer_name}.`,
    fields: [
      ['Tjänst', job.title],
      ['Arbetsgivare', job.employer_name],
      ['Ort', job.location],
    ],
    blockTitle: 'Så svarar du',
    block:
      'Svara under Mina ansökningar. Väljer du Intresserad skickar du en snabbansökan med din ' +
      'yrkesprofil och de dokument du väljer; först då får arbetsgivaren ditt namn och dina ' +
      'kontaktuppgifter. Väljer du Inte nu delas ingenting.',
    outro: `Du kan när som helst sluta vara synlig för rekryterare under Min profil på ${settings.provider_name}.`,
    links: [
      ['Annonsen', `${siteUrl}/jobs/${encodeURIComponent(invitation.job_id)}`],
      ['Mina ansökningar', `${siteUrl}/applications`],
    ],
    signature: settings.email_signature,
  });
}
