import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createMailTransport } from "./transport";

const confirmation = {
  to: "newcomer@example.com",
  subject: "Confirm your e-mail",
  html: "<p>hello</p>",
  text: "Welcome to Lineup.\n\nConfirm: http://localhost:3000/auth/confirm-email?token=abc123\n",
};

function recordingLog(): { log: FastifyBaseLogger; lines: unknown[] } {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe("a kept e-mail (no SMTP_URL)", () => {
  it("prints its subject and each link as plain lines a newcomer can read and open", async () => {
    const printed: string[] = [];
    const { log } = recordingLog();
    await createMailTransport(undefined, "Lineup <x@y>", log, (line) => printed.push(line)).send(
      confirmation,
    );
    expect(printed).toEqual([
      "E-mail to newcomer@example.com: Confirm your e-mail",
      "  http://localhost:3000/auth/confirm-email?token=abc123",
    ]);
  });

  it("never puts the link (a token) into the structured log, and prints nothing when not asked", async () => {
    const { log, lines } = recordingLog();
    await createMailTransport(undefined, "Lineup <x@y>", log).send(confirmation);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("abc123");
  });
});
