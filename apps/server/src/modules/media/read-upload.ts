import { imageTooLargeMessage } from '@aangan/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const MESSAGES = {
  notMultipart: 'Send the picture as multipart/form-data.',
  noFile: 'Choose a picture to upload.',
  unreadable: 'The upload could not be read. Please choose the picture again.',
};

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * The one picture of a multipart upload, whole, or an AppError: 413 when it is over `maxBytes` (every time,
 * and before anything is stored), 415 when the body is not multipart, 400 when it cannot be parsed.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.notMultipart);
  // A body declared far past the limit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', imageTooLargeMessage('This file', maxBytes));
  }
  let filename = 'This file';
  try {
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', MESSAGES.noFile);
    filename = file.filename || filename;
    const bytes = await file.toBuffer();
    // busboy may cut the file after toBuffer's last look at `truncated` (the race behind a stored 5 MiB
    // prefix): the stream's own flag, read once it has ended, is the answer.
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', imageTooLargeMessage(filename, maxBytes));
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.noFile);
    return { filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', imageTooLargeMessage(filename, maxBytes));
    // Everything else here is the body itself: no boundary, a part cut short, garbage. Nothing was stored yet.
    throw new AppError('BAD_REQUEST', MESSAGES.unreadable);
  }
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}
