/**
 * Text for a LIKE/ILIKE pattern that matches itself literally: `%` and `_` are wildcards and `\`
 * is PostgreSQL's default escape character, so each is preceded by `\` (docs/product.md §7: percent and
 * underscore in search text are escaped). Wrap the result in `%…%` for a partial match.
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
