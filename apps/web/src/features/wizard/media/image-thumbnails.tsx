import { type PropertyType, resolveImageUrl } from '@aangan/domain';
import { StarIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';

interface ImageThumbnailsProps {
  images: readonly string[];
  coverIndex: number;
  type: PropertyType;
  onMakeCover: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The listing's pictures in order, the cover marked, each with make-cover and remove buttons. */
export function ImageThumbnails({ images, coverIndex, type, onMakeCover, onRemove }: ImageThumbnailsProps) {
  const { t } = useI18n();
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('wizard.media.images')}>
      {images.map((image, index) => {
        const n = String(index + 1);
        const isCover = index === coverIndex;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same link may be added twice; position is identity
          <li key={`${index}-${image}`} className="overflow-hidden rounded-lg border bg-surface">
            <div className="relative aspect-[4/3] bg-muted">
              <img
                src={resolveImageUrl(image, type)}
                alt={t('wizard.media.alt', { n, count: String(images.length) })}
                loading="lazy"
                className="size-full object-cover"
              />
              {isCover && (
                <Badge variant="brand" className="absolute top-2 left-2 shadow-sm">
                  {t('wizard.media.cover')}
                </Badge>
              )}
            </div>
            <div className="flex items-center justify-end gap-1 p-1.5">
              {!isCover && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('wizard.media.makeCoverLabel', { n })}
                  onClick={() => onMakeCover(index)}
                >
                  <StarIcon aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('wizard.media.makeCover')}</span>
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="text-danger hover:bg-danger-soft"
                aria-label={t('wizard.media.removeLabel', { n })}
                onClick={() => onRemove(index)}
              >
                <Trash2Icon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('wizard.media.remove')}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
