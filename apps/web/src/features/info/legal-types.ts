import type { MessageId } from '@lingui/core';

/** A paragraph, or a bulleted list: each a message, which may hold links and bold words (rich-text.tsx). */
export type LegalBlock = MessageId | { list: readonly MessageId[] };

/** One numbered section of a legal page: its anchor id, its heading and its text in reading order. */
export interface LegalSection {
  id: string;
  title: MessageId;
  body: readonly LegalBlock[];
}
