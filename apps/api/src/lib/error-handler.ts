import { ERROR_CODES, ERROR_STATUS, MESSAGES, type ApiError, type ErrorCode } from "@lineup/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";
import { TooManyAttempts } from "./too-many-attempts";
import { validationFields } from "./validation-fields";
import { isDatabaseUnavailable, isStorageFull } from "./unavailable-errors";

/** Turns every thrown error into `{ message, code, statusCode, fields? }`; no stack leaves the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toApiError(error);
    if (body.statusCode === 503 || body.statusCode === 507) {
      request.log.warn({ err: error }, body.message);
      if (body.statusCode === 503) void reply.header("retry-after", "5");
    } else if (body.statusCode >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.status(body.statusCode).send(body);
  });
}

const known = (code: ErrorCode, message: string): ApiError => ({
  message,
  code,
  statusCode: ERROR_STATUS[code],
});

function toApiError(error: FastifyError): ApiError {
  if (error instanceof AppError) {
    return {
      message: error.message,
      code: error.code,
      statusCode: error.statusCode,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error instanceof TooManyAttempts ? { retryAfter: error.retryAfter } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      ...known(ERROR_CODES.validation, MESSAGES.invalidRequest),
      fields: validationFields(error.validation),
    };
  }
  // The database down or restarting: a clear "try again" rather than an internal error.
  if (isDatabaseUnavailable(error)) {
    return known(ERROR_CODES.unavailable, MESSAGES.serviceUnavailable);
  }
  if (isStorageFull(error)) {
    return known(ERROR_CODES.storageFull, MESSAGES.storageFull);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return known(ERROR_CODES.rateLimited, MESSAGES.tooManyRequests);
  }
  if (status === 413) {
    return known(ERROR_CODES.payloadTooLarge, error.message);
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type …) carry safe messages.
    return {
      message: error.message,
      code: error.code ?? ERROR_CODES.validation,
      statusCode: status,
    };
  }
  if (status === 503) {
    return known(ERROR_CODES.unavailable, MESSAGES.serviceUnavailable);
  }
  return known(ERROR_CODES.internal, MESSAGES.internalError);
}
