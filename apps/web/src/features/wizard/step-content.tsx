import type { WizardStep } from '@aangan/domain';
import type { ImageUploads } from './media/use-image-uploads';
import { AdditionalDetailsStep } from './steps/additional-details-step';
import { BasicDetailsStep } from './steps/basic-details-step';
import { LocationStep } from './steps/location-step';
import { MediaStep } from './steps/media-step';
import { PropertyProfileStep } from './steps/property-profile-step';

/** The inputs of one step; the others stay in the form's values while unmounted. */
export function StepContent({ step, uploads }: { step: WizardStep; uploads: ImageUploads }) {
  switch (step) {
    case 1:
      return <BasicDetailsStep />;
    case 2:
      return <LocationStep />;
    case 3:
      return <PropertyProfileStep />;
    case 4:
      return <MediaStep uploads={uploads} />;
    case 5:
      return <AdditionalDetailsStep />;
  }
}
