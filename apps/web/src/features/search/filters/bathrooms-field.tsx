import { BATHROOM_LABELS, BATHROOM_OPTIONS, type BathroomOption } from '@aangan/domain';
import { ChoiceChips } from './choice-chips';

export function BathroomsField({
  value,
  onChange,
}: {
  value: readonly BathroomOption[];
  onChange: (next: BathroomOption[]) => void;
}) {
  return (
    <ChoiceChips
      label="Bathrooms"
      options={BATHROOM_OPTIONS}
      labels={BATHROOM_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
