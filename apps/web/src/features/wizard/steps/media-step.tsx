import {
  addImages,
  formatMegabytes,
  isImageFile,
  isImageTooLarge,
  LISTING_MESSAGES,
  type ListingFormValues,
  MAX_IMAGE_BYTES,
  MAX_LISTING_IMAGES,
  makeCover,
  removeImage,
} from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorIdFor, FieldError } from '../../../components/form-field';
import { useI18n } from '../../../i18n/use-i18n';
import { toast } from '../../../lib/toast';
import { errorOf, fieldId } from '../fields/field-names';
import { useListingMessage } from '../listing-messages';
import { ImageDropZone } from '../media/image-drop-zone';
import { ImageThumbnails } from '../media/image-thumbnails';
import { ImageUrlForm } from '../media/image-url-form';
import { UploadProgressList } from '../media/upload-progress-list';
import type { ImageUploads } from '../media/use-image-uploads';
import { useSetImages } from '../media/use-set-images';

/** The files worth sending: pictures only, none over the size limit (each refused one is named in a toast). */
function pickUploadable(files: readonly File[], refuse: (file: File) => void): File[] {
  return files.filter((file) => {
    // Drag and drop takes only image/ files; anything else is ignored without a word (docs/product.md §5).
    if (!isImageFile(file.type)) return false;
    if (!isImageTooLarge(file.size)) return true;
    refuse(file);
    return false;
  });
}

/** Step 4: pictures by link, file picker or drag and drop; thumbnails with the cover marked. */
export function MediaStep({ uploads }: { uploads: ImageUploads }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const [images, coverIndex, type] = useWatch({ control, name: ['images', 'coverImageIndex', 'type'] });
  const { t } = useI18n();
  const say = useListingMessage();
  const setImages = useSetImages();
  const id = fieldId('images');
  const error = say(errorOf(errors, 'images'));
  const room = MAX_LISTING_IMAGES - images.length - uploads.uploads.length;
  const isFull = room <= 0;

  const addFiles = (files: File[]) => {
    const uploadable = pickUploadable(files, (file) =>
      toast.error(t('wizard.toast.imageTooLarge', { name: file.name, limit: formatMegabytes(MAX_IMAGE_BYTES) }), {
        description: t('wizard.toast.imageTooLargeHint'),
      }),
    );
    if (uploadable.length > room) toast.error(say(LISTING_MESSAGES.imagesTooMany));
    uploads.start(uploadable.slice(0, Math.max(0, room)));
  };
  const addUrl = (url: string) => setImages((state) => addImages(state, [url]));

  return (
    <div className="grid gap-6">
      <ImageDropZone id={id} onFiles={addFiles} disabled={isFull} describedBy={error ? errorIdFor(id) : undefined} />
      <ImageUrlForm onAdd={addUrl} disabled={isFull} />
      <FieldError id={id} message={error} />
      <UploadProgressList uploads={uploads.uploads} />
      <ImageThumbnails
        images={images}
        coverIndex={coverIndex}
        type={type}
        onMakeCover={(index) => setImages((state) => makeCover(state, index))}
        onRemove={(index) => setImages((state) => removeImage(state, index))}
      />
      <p className="text-muted-foreground text-sm">
        {images.length === 0
          ? t('wizard.media.none')
          : t('wizard.media.count', { count: String(images.length), max: String(MAX_LISTING_IMAGES) })}
      </p>
    </div>
  );
}
