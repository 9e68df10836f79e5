import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { AppError } from "./app-error";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a route takes no body: no body schema, not a read, not a multipart upload. */
function takesNoBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => READS.has(method))) return false;
  const schema = route.schema as { body?: unknown; consumes?: string[] } | undefined;
  if (schema?.body) return false;
  return !schema?.consumes?.some((type) => type.startsWith("multipart/"));
}

/**
 * A route that takes no body refuses one that carries fields, naming each (DESIGN.md: "Bodies
 * are strict: an unknown field is a 400"). No body, `null` and `{}` are what clients send here.
 */
async function refuseBody(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (body === undefined || body === null) return;
  if (typeof body === "object" && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 0) return;
    const fields = Object.fromEntries(keys.map((key) => [key, MESSAGES.fieldNotAccepted]));
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
  throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, {
    _: MESSAGES.noBodyTaken,
  });
}

/** Adds the check to every route registered after this call, in every plugin. */
export function refuseBodiesWhereNoneIsTaken(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!takesNoBody(route)) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), refuseBody];
  });
}
