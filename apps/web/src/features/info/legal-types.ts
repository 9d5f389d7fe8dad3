import type { ReactElement, ReactNode } from 'react';

/** A paragraph (plain words, or a fragment holding links), or a bulleted list. */
export type LegalBlock = string | ReactElement | { list: readonly ReactNode[] };

/** One numbered section of a legal page: its anchor id, its heading and its text in reading order. */
export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}
