import { FURNISHING_LABELS, FURNISHINGS, type Furnishing } from '@aangan/domain';
import { ChoiceChips } from './choice-chips';

export function FurnishingField({
  value,
  onChange,
}: {
  value: readonly Furnishing[];
  onChange: (next: Furnishing[]) => void;
}) {
  return (
    <ChoiceChips
      label="Furnishing"
      options={FURNISHINGS}
      labels={FURNISHING_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
