import { SendHorizontalIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The message box and Send button. Enter sends and Shift+Enter starts a new line; blank text and a
 * second send while one is under way are refused (docs/product.md §5).
 */
export function ChatComposer({
  isSending,
  onSend,
  textareaRef,
}: {
  isSending: boolean;
  /** True when the message was accepted, so the box can be cleared. */
  onSend: (text: string) => boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => t('chat.defaultText'));
  const hintId = useId();
  const canSend = !isSending && draft.trim() !== '';

  function submit() {
    if (!canSend || !onSend(draft)) return;
    setDraft('');
    // A click on Send leaves focus on a button that is about to be disabled (and drop it); keep it in the box.
    textareaRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // isComposing: Enter that confirms an IME candidate (Hindi, Japanese…) must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={handleSubmit} className="border-t px-3 pt-3 pb-2">
      <div className="flex items-end gap-2">
        <Textarea
          ref={textareaRef}
          aria-label={t('chat.messageLabel')}
          aria-describedby={hintId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          // Read-only rather than disabled while sending, so focus (and Escape) stays in the panel.
          readOnly={isSending}
          enterKeyHint="send"
          rows={2}
          className="max-h-32 min-h-11 resize-none read-only:cursor-not-allowed read-only:opacity-60"
        />
        <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!canSend} className="rounded-full">
          <SendHorizontalIcon aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 px-1 text-muted-foreground text-xs">
        {t('chat.hint')}
      </p>
    </form>
  );
}
