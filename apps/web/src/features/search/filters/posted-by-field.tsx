import { POSTED_BY_OPTIONS, type PostedBy, USER_TYPE_LABELS } from '@aangan/domain';
import { ChoiceChips } from './choice-chips';

export function PostedByField({
  value,
  onChange,
}: {
  value: readonly PostedBy[];
  onChange: (next: PostedBy[]) => void;
}) {
  return (
    <ChoiceChips
      label="Posted by"
      options={POSTED_BY_OPTIONS}
      labels={USER_TYPE_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
