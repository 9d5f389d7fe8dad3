import type { Option } from './select-field';

/** Select and radio options from a domain list and its labels, in the list's order. */
export function optionsOf<T extends string | number>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value: String(value), label: labels[value] }));
}
