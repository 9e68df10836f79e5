import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES, type ApiError } from "@lineup/shared";
import type { FastifyInstance } from "fastify";

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses before any route runs (a header over
 * 16 KiB, a malformed request line, a client too slow) still answers the one error shape, with a
 * `code`, which Fastify's default answer lacks (found by the resilience fuzz check).
 */
export function handleClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [statusCode, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The request headers are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long."]
        : [400, "The request could not be read."];
  const body: ApiError = { message, code: ERROR_CODES.validation, statusCode };
  const text = JSON.stringify(body);
  this.log.debug({ code: error.code, statusCode }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
