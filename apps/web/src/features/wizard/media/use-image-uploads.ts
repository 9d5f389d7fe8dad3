import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { WIZARD_TOASTS } from '../messages';
import { uploadImage } from '../upload-image';

export interface UploadInProgress {
  id: number;
  name: string;
  /** 0 to 100. */
  progress: number;
}

export interface ImageUploads {
  uploads: UploadInProgress[];
  isUploading: boolean;
  start: (files: readonly File[]) => void;
}

/**
 * Uploads pictures one request each, tracking each file's progress. Kept by the wizard rather than the media
 * step, so an upload carries on while the person moves to another step; all are cancelled on leaving the page.
 */
export function useImageUploads(onUploaded: (key: string) => void): ImageUploads {
  const { t } = useI18n();
  // Strings, not the translating function, so `start` keeps its identity from render to render.
  const failedTitle = t(WIZARD_TOASTS.imagesFailed.title);
  const failedFallback = t(WIZARD_TOASTS.imagesFailed.fallback);
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const nextId = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        nextId.current += 1;
        const id = nextId.current;
        const controller = new AbortController();
        controllers.current.add(controller);
        const setProgress = (progress: number) =>
          setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, progress } : upload)));
        setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);

        uploadImage(file, { onProgress: setProgress, signal: controller.signal })
          .then((image) => onUploadedRef.current(image.key))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            toast.error(failedTitle, { description: errorMessage(error, failedFallback) });
          })
          .finally(() => {
            controllers.current.delete(controller);
            if (!controller.signal.aborted) setUploads((list) => list.filter((upload) => upload.id !== id));
          });
      }
    },
    [failedTitle, failedFallback],
  );

  return { uploads, isUploading: uploads.length > 0, start };
}
