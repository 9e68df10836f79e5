import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, MailInbox } from "./mail-inbox";

describe("MailInbox", () => {
  const inbox = new MailInbox();
  const send = (to: string, text: string) =>
    createTransport(inbox.url).sendMail({ from: "app@lineup.local", to, subject: "Hi", text });

  beforeAll(() => inbox.start());
  afterAll(() => inbox.stop());

  it("waits for the n-th e-mail to an address, whatever its case, and finds its app link", async () => {
    const second = inbox.nth("Pat@Example.com", 2);
    await send("pat@example.com", "first");
    await send("PAT@example.com", "Confirm: http://app.test/confirm?token=abc123 thanks");
    const mail = await second;
    expect(linkIn(mail, "http://app.test").searchParams.get("token")).toBe("abc123");
    expect(inbox.to("pat@example.com")).toHaveLength(2);
    expect(inbox.duplicates()).toEqual(["pat@example.com: Hi"]);
  });

  it("answers null when the e-mail does not come in time", async () => {
    expect(await inbox.waitFor("nobody@example.com", 1, 50)).toBeNull();
  });

  it("refuses messages while refusing", async () => {
    inbox.refusing = true;
    await expect(send("late@example.com", "x")).rejects.toThrow();
    inbox.refusing = false;
    expect(inbox.to("late@example.com")).toHaveLength(0);
  });
});
