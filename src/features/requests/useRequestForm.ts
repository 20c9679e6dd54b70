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
import * as v from 'valibot';
import { requestFeedback } from '@/content/requests';
import { submitContactRequest } from './submitContactRequest';

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

export function useRequestForm(type: ContactRequestType) {
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaResolver(schemas[type]),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    // Parsing the whole payload trims the values and keeps only this form's fields.
    const payload = v.parse(contactRequestSchema, {
      ...values,
      type,
      // A fresh key per submission: a retry of the same submission (outbox) is stored once.
      idempotencyKey: crypto.randomUUID(),
    });
    try {
      const delivery = await submitContactRequest(payload);
      notifications.show(
        delivery === 'sent'
          ? {
              title: requestFeedback.successTitle,
              message: requestFeedback.successMessage,
              color: 'teal',
            }
          : {
              title: 'Förfrågan sparad i utkorgen',
              message: 'Den är sparad på enheten och skickas automatiskt när du är online igen.',
              color: 'orange',
            },
      );
      form.reset();
    } catch (error) {
      console.error(`Förfrågan (${type}) kunde inte skickas`, error);
      notifications.show({ message: requestFeedback.failure, color: 'red' });
    }
  });

  return { form, handleSubmit };
}
