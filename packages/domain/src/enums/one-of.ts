/**
 * Whether a value is one of a fixed list. `Array.includes` on a readonly tuple does not narrow
 * and does not accept a wider value, so every guard over an enumeration goes through here.
 */
export function isOneOf<T extends string | number>(options: readonly T[], value: unknown): value is T {
  return (options as readonly unknown[]).includes(value);
}
