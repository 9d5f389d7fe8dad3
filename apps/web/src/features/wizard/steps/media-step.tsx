import {
  addImages,
  IMAGE_TOO_LARGE_HINT,
  imageTooLargeMessage,
  isImageFile,
  isImageTooLarge,
  LISTING_MESSAGES,
  type ListingFormValues,
  MAX_LISTING_IMAGES,
  makeCover,
  removeImage,
} from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorIdFor, FieldError } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { errorOf, fieldId } from '../fields/field-names';
import { ImageDropZone } from '../media/image-drop-zone';
import { ImageThumbnails } from '../media/image-thumbnails';
import { ImageUrlForm } from '../media/image-url-form';
import { UploadProgressList } from '../media/upload-progress-list';
import type { ImageUploads } from '../media/use-image-uploads';
import { useSetImages } from '../media/use-set-images';

/** The files worth sending: pictures only, none over the size limit (each refused one is named in a toast). */
function pickUploadable(files: readonly File[]): File[] {
  return files.filter((file) => {
    // Drag and drop takes only image/ files; anything else is ignored without a word (docs/product.md §5).
    if (!isImageFile(file.type)) return false;
    if (!isImageTooLarge(file.size)) return true;
    toast.error(imageTooLargeMessage(file.name), { description: IMAGE_TOO_LARGE_HINT });
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
  const setImages = useSetImages();
  const id = fieldId('images');
  const error = errorOf(errors, 'images');
  const room = MAX_LISTING_IMAGES - images.length - uploads.uploads.length;
  const isFull = room <= 0;

  const addFiles = (files: File[]) => {
    const uploadable = pickUploadable(files);
    if (uploadable.length > room) toast.error(LISTING_MESSAGES.imagesTooMany);
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
          ? 'Add at least one picture. The first one becomes the cover.'
          : `${images.length} of ${MAX_LISTING_IMAGES} pictures. The cover is shown first on your listing.`}
      </p>
    </div>
  );
}
