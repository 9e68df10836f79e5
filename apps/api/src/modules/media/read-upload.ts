import { ERROR_CODES, MESSAGES } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "@api/app-context";
import { AppError } from "@api/lib/app-error";
import { journalFor } from "@api/storage/upload-journal";
import { spool, type SpooledFile } from "./spool";

/** The multipart parser's own errors (no boundary, body cut short) carry no status: the client's. */
const malformedBody = (error: unknown) =>
  error instanceof Error &&
  !("statusCode" in error) &&
  /^Multipart: Boundary not found|unexpected end of multipart data/i.test(error.message);

/**
 * Reads a multipart request: files of the given field spooled to disk, and `removed` ids where the
 * route takes them. A part of any other name is refused, naming it (bodies are strict).
 */
export async function readUpload(
  ctx: AppContext,
  request: FastifyRequest,
  fileField: string,
  takesRemoved: boolean,
) {
  if (!request.isMultipart()) {
    throw new AppError(ERROR_CODES.validation, "Send the files as multipart/form-data.");
  }
  const files: SpooledFile[] = [];
  const removed: string[] = [];
  const unknown = new Set<string>();
  const tmpDir = journalFor(ctx.config.dataDir).dir;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === fileField) files.push(await spool(part, tmpDir));
        else {
          unknown.add(part.fieldname);
          part.file.resume();
        }
      } else if (takesRemoved && part.fieldname === "removed" && typeof part.value === "string") {
        removed.push(
          ...part.value
            .split(",")
            .map((v) => v.trim())
            .filter((v) => z.uuid().safeParse(v).success),
        );
      } else unknown.add(part.fieldname);
    }
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    throw malformedBody(error)
      ? new AppError(ERROR_CODES.validation, "The upload could not be read.")
      : error;
  }
  if (unknown.size > 0) {
    await Promise.all(files.map((f) => f.discard()));
    const fields = Object.fromEntries(
      [...unknown].map((name) => [name, MESSAGES.fieldNotAccepted]),
    );
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
  return { files, removed };
}
