/** The score badge is highlighted from this property score (spec §9). */
export const HIGHLIGHTED_SCORE = 90;

export function isHighlightedScore(score: number): boolean {
  return score >= HIGHLIGHTED_SCORE;
}
