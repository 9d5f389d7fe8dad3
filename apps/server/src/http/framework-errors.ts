import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@aangan/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers for what fails before a route runs: the router's own errors and a malformed request Node refuses
 * outright. Fastify's defaults use another body shape and echo the whole path back; these use ours and
 * never quote the input.
 */

function body(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Fastify's `frameworkErrors`: a URL with broken percent-encoding, or a path segment past `maxParamLength`. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // No id we issue is that long, so nothing is there.
    reply.status(404).send(body('NOT_FOUND', 'Not found'));
    return;
  }
  reply.status(400).send(body('BAD_REQUEST', 'The address of this request is not valid.'));
}

interface ConnectionError extends Error {
  code?: string;
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'BAD_REQUEST',
    message: 'The request headers are too large. Clear this site’s cookies and try again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'BAD_REQUEST', message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST' as const, message: 'The request could not be read.' };

/** Fastify's `clientErrorHandler`: Node's HTTP parser refused the request, so no route or hook runs. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const json = JSON.stringify(body(answer.code, answer.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
