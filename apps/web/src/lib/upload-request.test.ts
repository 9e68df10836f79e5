import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { fieldValues, mockXhr } from "../test/mock-xhr";
import { ApiRequestError } from "./api-client";
import { uploadRequest } from "./upload-request";

function form() {
  const data = new FormData();
  data.append("files", new File(["a"], "a.png", { type: "image/png" }));
  data.append("removed", "m-1");
  return data;
}

describe("uploadRequest", () => {
  it("sends the multipart form, reports progress and answers the parsed JSON", async () => {
    const xhr = mockXhr({
      "PATCH /api/athlete/update-photos/p-1": (_call, progress) => {
        progress(0.25);
        progress(0.5);
        return { body: { data: { photos: [] } } };
      },
    });
    const seen: number[] = [];

    const answer = await uploadRequest("/api/athlete/update-photos/p-1", form(), {
      onProgress: (fraction) => seen.push(fraction),
    });

    expect(answer).toEqual({ data: { photos: [] } });
    expect(seen).toEqual([0.25, 0.5, 1]);
    const call = xhr.callsTo("PATCH", "/api/athlete/update-photos/p-1")[0];
    expect(fieldValues(call, "removed")).toEqual(["m-1"]);
    expect((fieldValues(call, "files")[0] as File).name).toBe("a.png");
  });

  it("fails with the API's status and message, like every other call", async () => {
    mockXhr({
      "PATCH /up": {
        status: 413,
        body: { message: MESSAGES.fileTooLarge, code: "PAYLOAD_TOO_LARGE", statusCode: 413 },
      },
    });

    const failure = uploadRequest("/up", form());

    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 413, message: MESSAGES.fileTooLarge });
  });
});
