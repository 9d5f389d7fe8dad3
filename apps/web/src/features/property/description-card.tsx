import type { Property } from '@aangan/domain';
import { isWebLink, resolveImageUrl } from '@aangan/domain';
import { ExternalLinkIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';

/** A stored media reference a browser can open (an upload or an http(s) link); null for anything else. */
function mediaUrl(value: string | null): string | null {
  const media = value?.trim() ?? '';
  return isWebLink(media) || media.startsWith('properties/') ? resolveImageUrl(media) : null;
}

/**
 * The poster's description as plain text, line breaks kept (docs/product.md §2); React escapes it, so nothing in
 * it is ever read as HTML. The video tour and audio description come with it when the listing has them.
 */
export function DescriptionCard({
  property,
}: {
  property: Pick<Property, 'description' | 'video' | 'audioDescription'>;
}) {
  const { t } = useI18n();
  const video = mediaUrl(property.video);
  const audio = mediaUrl(property.audioDescription);

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="font-semibold text-foreground text-xl">{t('property.description.title')}</h2>
      <p className="whitespace-pre-line break-words text-foreground/90 leading-relaxed">{property.description}</p>
      {audio && (
        <figure className="flex flex-col gap-2">
          <figcaption className="font-medium text-sm">{t('property.description.audio')}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the poster's spoken description; its text is the description above */}
          <audio controls preload="none" src={audio} className="w-full" />
        </figure>
      )}
      {video && (
        <a
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1.5 font-medium text-brand text-sm underline-offset-4 hover:underline"
        >
          {t('property.description.video')}
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
        </a>
      )}
    </Card>
  );
}
