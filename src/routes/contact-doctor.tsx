import { createFileRoute } from '@tanstack/react-router';
import { contactDoctorTitle } from '@/content/pageTitles';
import { contactDoctorPage } from '@/content/requests';
import { pageTitle } from '@/content/site';
import { FormPageLayout } from '@/features/marketing';
import { ContactDoctorForm } from '@/features/requests';
import { PageHeader } from '@/lib/ui/PageHeader';

export const Route = createFileRoute('/contact-doctor')({
  head: () => ({ meta: [{ title: pageTitle(contactDoctorTitle) }] }),
  component: ContactDoctorRoute,
});

function ContactDoctorRoute() {
  return (
    <>
      <PageHeader title={contactDoctorPage.title} lead={contactDoctorPage.lead} />
      <FormPageLayout asideTitle={contactDoctorPage.asideTitle} points={contactDoctorPage.points}>
        <ContactDoctorForm />
      </FormPageLayout>
    </>
  );
}
