// The quote request on /pricing: which kind of ad the employer is interested in.
import { AD_TYPE_LABELS, AD_TYPES } from '@shared/schemas';
import { requestFieldLabels, requestPlaceholders } from '@/content/requests';
import { ChoiceField } from './ChoiceField';
import { RequestForm } from './RequestForm';

export function PricingRequestForm() {
  return (
    <RequestForm
      type="pricing-request"
      label="Offertförfrågan"
      messagePlaceholder={requestPlaceholders.pricingMessage}
    >
      {(form) => (
        <ChoiceField
          label={requestFieldLabels.adType}
          options={AD_TYPES}
          labels={AD_TYPE_LABELS}
          {...form.getInputProps('adType')}
        />
      )}
    </RequestForm>
  );
}
