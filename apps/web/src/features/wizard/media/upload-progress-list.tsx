import { Progress } from '../../../components/ui/progress';
import { useI18n } from '../../../i18n/use-i18n';
import type { UploadInProgress } from './use-image-uploads';

/** One bar per file still on its way to the server. */
export function UploadProgressList({ uploads }: { uploads: readonly UploadInProgress[] }) {
  const { t } = useI18n();
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label={t('wizard.media.uploads')}>
      {uploads.map((upload) => (
        <li key={upload.id} className="grid gap-1.5 rounded-lg border bg-surface px-3 py-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="truncate">{upload.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{upload.progress}%</span>
          </div>
          <Progress value={upload.progress} aria-label={t('wizard.media.uploading', { name: upload.name })} />
        </li>
      ))}
    </ul>
  );
}
