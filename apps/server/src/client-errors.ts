import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ParserError extends Error {
  code?: string;
  /** The bytes Node's parser was reading when it gave up (absent for timeouts). */
  rawPacket?: unknown;
}

interface Refusal {
  status: number;
  reason: string;
  code: string;
  message: string;
}

const PAGE_METHODS = 'GET, HEAD, POST';

function refusalFor(error: ParserError): Refusal {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'HEADERS_TOO_LARGE',
        message: 'The request headers are too large.',
      };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'Content-Length is not valid.',
      };
    case 'HPE_INVALID_METHOD':
      return {
        status: 405,
        reason: 'Method Not Allowed',
        code: 'METHOD_NOT_ALLOWED',
        message: `This method is not supported; use ${PAGE_METHODS}.`,
      };
    case 'HPE_INVALID_URL':
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'The request address holds characters that are not allowed.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'REQUEST_TIMEOUT',
        message: 'The request took too long to arrive.',
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'The request could not be read.',
      };
  }
}

/** The path of the request line in the raw bytes, if the parser got that far. */
function rawPath(packet: unknown): string | null {
  if (!Buffer.isBuffer(packet)) return null;
  const line = packet.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  const [, target] = line.split(' ');
  return target ?? null;
}

const isApiPath = (path: string | null | undefined) =>
  path !== null && path !== undefined && /^\/api(\/|\?|$)/.test(path);

function apiBody(code: string, message: string, requestId: string): string {
  return JSON.stringify({ code, message, requestId });
}

/**
 * Fastify's clientErrorHandler: requests Node's HTTP parser refuses (bad bytes in the address,
 * headers over the limit, a broken Content-Length) never reach a route, so they are answered here,
 * in the API's JSON error format under /api and as plain text elsewhere, never as Node's bare 400.
 */
export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = refusalFor(error);
  const requestId = randomUUID();
  const api = isApiPath(rawPath(error.rawPacket));
  const body = api ? apiBody(refusal.code, refusal.message, requestId) : `${refusal.message}\n`;
  const headers = [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    `Content-Type: ${api ? 'application/json' : 'text/plain'}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'Cache-Control: no-store',
    ...(refusal.status === 405 ? [`Allow: ${PAGE_METHODS}`] : []),
    'Connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Fastify's frameworkErrors: errors Fastify raises before routing (a malformed percent-encoding
 * in the path), answered like the API's own errors under /api and as plain text elsewhere.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it holds a malformed percent-encoding.'
      : 'The request could not be read.';
  request.log.info({ code: error.code }, 'request refused before routing');
  reply.header('cache-control', 'no-store');
  if (isApiPath(request.raw.url)) {
    reply.status(status).send({ code: 'BAD_REQUEST', message, requestId: request.id });
    return;
  }
  reply.status(status).type('text/plain; charset=utf-8').send(`${message}\n`);
}
