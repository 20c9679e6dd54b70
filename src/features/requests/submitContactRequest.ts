// The one place a request form leaves the app: the send-contact-email function. Keep it the single
// call site, so that an offline outbox can take over delivery without touching the forms.
import type { ContactRequest } from '@shared/schemas';
import { supabase } from '@/lib/supabase';

/** Sends a validated request; throws the function's error (network fault or non-2xx answer). */
export async function submitContactRequest(payload: ContactRequest): Promise<void> {
  const { error } = await supabase.functions.invoke('send-contact-email', { body: payload });
  if (error) throw error;
}
