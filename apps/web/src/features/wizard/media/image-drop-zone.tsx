import { formatMegabytes, IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from '@aangan/domain';
import { ImagePlusIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';
import { cn } from '../../../lib/utils';

interface ImageDropZoneProps {
  /** The button's id, so a failed submit can move focus here. */
  id: string;
  onFiles: (files: File[]) => void;
  disabled: boolean;
  describedBy?: string;
}

/** Drop pictures here or pick them with the button; both hand the files on as they came. */
export function ImageDropZone({ id, onFiles, disabled, describedBy }: ImageDropZoneProps) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setIsOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles([...(event.target.files ?? [])]);
    // The same file can be picked again after being removed.
    event.target.value = '';
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointers; the button inside is the keyboard way in
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-muted/40 px-4 py-8 text-center transition-colors',
        isOver && 'border-brand bg-brand-soft',
        disabled && 'opacity-60',
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <ImagePlusIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium text-sm">{t('wizard.media.drop')}</p>
        <p className="text-muted-foreground text-xs">
          {t('wizard.media.formats', { limit: formatMegabytes(MAX_IMAGE_BYTES) })}
        </p>
      </div>
      <Button
        id={id}
        variant="outline"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {t('wizard.media.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        disabled={disabled}
        aria-label={t('wizard.media.upload')}
        className="sr-only"
        tabIndex={-1}
        onChange={onPick}
      />
    </div>
  );
}
