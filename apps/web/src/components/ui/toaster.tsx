import { XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { type Toast, type ToastLink, toast as toasts, useToasts } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { markToastPress, TOAST_REGION_ATTRIBUTE } from './toast-outside';

const KIND_CLASS: Record<Toast['kind'], string> = {
  message: '',
  success: 'border-l-4 border-l-success',
  error: 'border-l-4 border-l-danger',
};

/** The toast's link: a plain click goes there in the app and takes the toast away; others open as links do. */
function ToastLinkAnchor({ toastId, link }: { toastId: string; link: ToastLink }) {
  return (
    <a
      href={link.href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        toasts.dismiss(toastId);
        link.navigate();
      }}
      className="mt-1 self-start font-medium text-brand-strong underline underline-offset-2 hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
    >
      {link.label}
    </a>
  );
}

/** One toast: it goes after its time, which stops while a pointer rests on it or focus is inside it. */
function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => toasts.dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, held]);

  return (
    <li
      data-toast={toast.kind}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-surface p-4 text-foreground shadow-lg motion-safe:animate-fade-in',
        KIND_CLASS[toast.kind],
      )}
    >
      {/* The alert is inside the item: a list may hold only list items (axe 'list'). */}
      <div role={toast.kind === 'error' ? 'alert' : undefined} className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <p className="font-medium">{toast.title}</p>
        {toast.description && <p className="text-muted-foreground">{toast.description}</p>}
        {toast.link && <ToastLinkAnchor toastId={toast.id} link={toast.link} />}
      </div>
      <button
        type="button"
        aria-label={t('common.toast.close')}
        onClick={() => toasts.dismiss(toast.id)}
        className="-m-1 shrink-0 cursor-pointer rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The one place toasts appear, at the top centre; a polite live region, so screen readers read each one. */
export function Toaster() {
  const shown = useToasts();
  const { t } = useI18n();
  return (
    // aria-live also keeps the outlet out of what a modal hides from screen readers (aria-hidden's hideOthers).
    <section
      aria-label={t('common.toast.region')}
      aria-live="polite"
      {...{ [TOAST_REGION_ATTRIBUTE]: '' }}
      // A press here is not a press outside an open modal (toast-outside.ts).
      onPointerDown={(event) => markToastPress(event.nativeEvent)}
      className="pointer-events-none fixed inset-x-0 top-4 z-[100]"
    >
      <ol className="flex flex-col items-center gap-2 px-4">
        {shown.map((each) => (
          <ToastCard key={each.id} toast={each} />
        ))}
      </ol>
    </section>
  );
}
