/** Copies text, failing (rather than doing nothing) where the browser offers no clipboard, e.g. over plain http. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
