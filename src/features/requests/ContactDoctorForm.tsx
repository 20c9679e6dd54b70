// /contact-doctor: an employer describes the doctor they are looking for.
import { TextInput } from '@mantine/core';
import { requestFieldLabels, requestPlaceholders } from '@/content/requests';
import { RequestForm } from './RequestForm';

export function ContactDoctorForm() {
  return (
    <RequestForm
      type="contact-doctor"
      label="Förfrågan om läkare"
      messagePlaceholder={requestPlaceholders.contactDoctorMessage}
    >
      {(form) => (
        <TextInput
          label={requestFieldLabels.doctorType}
          placeholder={requestPlaceholders.doctorType}
          {...form.getInputProps('doctorType')}
        />
      )}
    </RequestForm>
  );
}
