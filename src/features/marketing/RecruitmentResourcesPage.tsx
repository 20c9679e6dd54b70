// /recruitment-resources: why employers recruit through the service, with the ways to start.
import { recruitmentResources as content } from '@/content/resources';
import { ResourcesLayout } from './ResourcesLayout';

export function RecruitmentResourcesPage() {
  return (
    <ResourcesLayout
      content={content}
      benefitsId="arbetsgivare-fordelar"
      actions={[
        { to: '/contact-doctor', label: content.contactDoctorCallToAction },
        { to: '/pricing', label: content.pricingCallToAction },
      ]}
    />
  );
}
