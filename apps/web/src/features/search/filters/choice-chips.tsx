import { ToggleChip } from '../../../components/ui/toggle-chip';
import { cn } from '../../../lib/utils';

interface ChoiceChipsProps<T extends string | number> {
  /** Names the group for assistive technology (the section title). */
  label: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  className?: string;
}

/** Any number of options as pressable pills; the chosen ones come back in option order. */
export function ChoiceChips<T extends string | number>({
  label,
  options,
  labels,
  value,
  onChange,
  className,
}: ChoiceChipsProps<T>) {
  const toggle = (option: T) => {
    const on = value.includes(option);
    onChange(options.filter((item) => (item === option ? !on : value.includes(item))));
  };
  return (
    <fieldset aria-label={label} className={cn('m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0', className)}>
      {options.map((option) => (
        <ToggleChip key={String(option)} pressed={value.includes(option)} onClick={() => toggle(option)}>
          {labels[option]}
        </ToggleChip>
      ))}
    </fieldset>
  );
}
