// Form state, validation (the shared valibot schemas) and submission of the employer request forms.
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type ContactRequestType,
  contactDoctorSchema,
  contactRequestSchema,
  postJobRequestSchema,
  pricingRequestSchema,
} from '@shared/schemas';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { requestFeedback } from '@/content/requests';
import { focusFirstInvalid } from '@/lib/ui/focusFirstInvalid';
import { RequestRefused, submitContactRequest } from './submitContactRequest';

/**
 * Every field any of the three forms has; each form shows a subset and its schema validates only
 * its own fields (the others stay empty and are dropped when the payload is parsed).
 */
export interface RequestFormValues {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  message: string;
  doctorType: string;
  adType: string;
  duration: string;
  budget: string;
}

const emptyValues: RequestFormValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  message: '',
  doctorType: '',
  adType: '',
  duration: '',
  budget: '',
};

const schemas = {
  'contact-doctor': contactDoctorSchema,
  'pricing-request': pricingRequestSchema,
  'post-job-request': postJobRequestSchema,
} satisfies Record<ContactRequestType, unknown>;

/** The fields the schema refuses empty: it alone says which fields are required. */
function requiredFields(entries: Record<string, v.GenericSchema>): Set<string> {
  const refusedEmpty = Object.entries(entries).filter(
    ([, schema]) => !v.safeParse(schema, '').success,
  );
  return new Set(refusedEmpty.map(([field]) => field));
}

/** What the last send did, for the form's confirmation: where the answer goes, and whether it waits. */
export type RequestSent = { email: string; queued: boolean };

export function useRequestForm(type: ContactRequestType) {
  const required = useMemo(() => requiredFields(schemas[type].entries), [type]);
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaResolver(schemas[type]),
    validateInputOnBlur: true,
    // aria-required, not `required`: the schema gives the messages, and the attribute would have
    // the browser validate too (without the form's noValidate) and match :invalid from the start.
    enhanceGetInputProps: ({ field }) =>
      required.has(field) ? { withAsterisk: true, 'aria-required': true } : undefined,
  });

  // After a 429 the button waits out the server's Retry-After; what was typed stays.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [sent, setSent] = useState<RequestSent | null>(null);
  useEffect(() => {
    if (retryAt === null) return;
    const timer = window.setTimeout(() => setRetryAt(null), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  const handleSubmit = form.onSubmit(async (values, event) => {
    setSent(null);
    // Parsing the whole payload trims the values and keeps only this form's fields.
    const payload = v.parse(contactRequestSchema, {
      ...values,
      type,
      // A fresh key per submission: a retry of the same submission (outbox) is stored once.
      idempotencyKey: crypto.randomUUID(),
    });
    try {
      const delivery = await submitContactRequest(payload);
      // Nothing was kept: the form keeps what was typed for a new try (after a 429, once the
      // server's wait is over). A server error is also logged (spec §8).
      if (delivery.status === 'throttled' || delivery.status === 'failed') {
        if (delivery.status === 'throttled') setRetryAt(Date.now() + delivery.retryAfterMs);
        else console.error(`Förfrågan (${type}) kunde inte skickas: serverfel`);
        notifications.show({ message: requestFeedback.failure, color: 'red' });
        return;
      }
      notifications.show(
        delivery.status === 'sent'
          ? {
              title: requestFeedback.successTitle,
              message: requestFeedback.successMessage,
              color: 'teal',
            }
          : {
              title: 'Förfrågan sparad i utkorgen',
              message: 'Den är sparad på enheten och skickas automatiskt när servern går att nå.',
              color: 'orange',
            },
      );
      // Cleared only now: the server has it, or IndexedDB holds it until it does.
      form.reset();
      setSent({ email: payload.email, queued: delivery.status !== 'sent' });
    } catch (error) {
      console.error(`Förfrågan (${type}) kunde inte skickas`, error);
      // The server's refusal of a field is met as the form's own: the focus goes to that field.
      if (error instanceof RequestRefused && error.fields) {
        form.setErrors(error.fields);
        focusFirstInvalid(error.fields, values, event);
      }
      notifications.show({
        title: requestFeedback.failure,
        message: error instanceof RequestRefused ? error.message : undefined,
        color: 'red',
      });
    }
  }, focusFirstInvalid);

  /** After a send: back to the (emptied) form for another request. */
  const startNew = () => setSent(null);

  return { form, handleSubmit, waitingToRetry: retryAt !== null, sent, startNew };
}
