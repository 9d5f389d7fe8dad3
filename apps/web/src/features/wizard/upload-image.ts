import { API_ROUTES, type UploadedImage } from '@aangan/domain';
import { toApiError } from '../../lib/api-client';

interface UploadOptions {
  /** Called with 0 to 100 as the file's bytes go out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isUploadedImage(value: unknown): value is UploadedImage {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}

/**
 * Sends one picture to POST /api/media as multipart `file`. XMLHttpRequest rather than fetch, because
 * only it reports upload progress. Failures reject with an ApiError carrying the server's message.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(API_ROUTES.uploadImage.method, API_ROUTES.uploadImage.path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) reject(toApiError(request.status, request.statusText, body));
      else if (isUploadedImage(body)) resolve(body);
      else reject(new Error('The upload answer had no image key'));
    };
    request.onerror = () => reject(new Error('Network error while uploading'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
