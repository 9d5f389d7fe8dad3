import { BEDROOM_LABELS, BEDROOM_OPTIONS, type BedroomOption } from '@aangan/domain';
import { ChoiceChips } from './choice-chips';

export function BedroomsField({
  value,
  onChange,
}: {
  value: readonly BedroomOption[];
  onChange: (next: BedroomOption[]) => void;
}) {
  return (
    <ChoiceChips label="Bedrooms" options={BEDROOM_OPTIONS} labels={BEDROOM_LABELS} value={value} onChange={onChange} />
  );
}
