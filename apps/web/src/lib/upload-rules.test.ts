import { MESSAGES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { avatarProblem, sortMediaFiles, VIDEO_FILES } from "./upload-rules";

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe("upload rules (the API's own list, packages/shared)", () => {
  it("takes an AVIF avatar, as the server does, and refuses what is not an image", () => {
    expect(avatarProblem(file("me.avif", "image/avif"))).toBeNull();
    expect(avatarProblem(file("me.heic", ""))).toBeNull();
    expect(avatarProblem(file("notes.txt", "text/plain"))).toBe(MESSAGES.notAnImage);
  });

  it("keeps videos of the server's types and drops the rest silently", () => {
    const { accepted } = sortMediaFiles(
      [file("a.mp4", "video/mp4"), file("b.avi", "video/x-msvideo")],
      VIDEO_FILES,
    );
    expect(accepted.map((f) => f.name)).toEqual(["a.mp4"]);
  });
});
