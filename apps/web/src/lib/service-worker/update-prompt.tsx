import { XIcon } from 'lucide-react';
import { createRoot } from 'react-dom/client';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { SITE_NAME } from '../site';

interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-surface p-4 text-foreground shadow-lg">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <p className="font-medium">{t('common.update.title')}</p>
        <p className="text-muted-foreground">{t('common.update.text', { name: SITE_NAME })}</p>
      </div>
      <Button size="sm" onClick={onReload}>
        {t('common.update.reload')}
      </Button>
      <button
        type="button"
        aria-label={t('common.update.dismiss')}
        onClick={onDismiss}
        className="-m-1 shrink-0 cursor-pointer rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Offers the new version (decision 027) in a root of its own, outside the app: it comes with the service worker's
 * code, after the page is live, and stays until the visitor reloads or dismisses it (the next visit offers it again).
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById('update-prompt')) return;
  const host = document.createElement('div');
  host.id = 'update-prompt';
  // A live region before its words arrive, so screen readers announce them.
  host.setAttribute('role', 'status');
  host.className = 'fixed inset-x-4 bottom-4 z-[100] mx-auto max-w-sm sm:right-4 sm:left-auto';
  document.body.append(host);
  const root = createRoot(host);
  const dismiss = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdatePrompt onReload={onReload} onDismiss={dismiss} />);
}
