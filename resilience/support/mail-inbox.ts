// A real SMTP server on a fixed loopback port that the servers under test send to. It can be
// stopped and started again on the same port (an SMTP outage), counts e-mails by recipient (to
// prove each was delivered exactly once), and lets a simulated person wait for their own e-mail.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface InboxMail {
  to: string;
  /** the sender's address (instances may be told apart by their MAIL_FROM) */
  from: string;
  subject: string;
  text: string;
}

export class MailInbox {
  readonly received: InboxMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // Hundreds of e-mails arrive at once under load; the default 100 connections is not enough.
      maxClients: 1000,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address;
            this.received.push({
              to: (to ?? "").toLowerCase(),
              from: parsed.from?.value[0]?.address?.toLowerCase() ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  /** Closes the port; connections in progress are dropped, so clients see SMTP down at once. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // smtp-server waits for open sessions to end; end them so the port frees now.
    for (const connection of (server as unknown as { connections: Set<{ close(): void }> })
      .connections ?? []) {
      connection.close();
    }
    await closed;
  }

  to(address: string): InboxMail[] {
    const wanted = address.toLowerCase();
    return this.received.filter((mail) => mail.to === wanted);
  }

  /** Polls for the n-th e-mail to that address until the deadline; null when it never came. */
  async waitFor(address: string, n: number, timeoutMs: number): Promise<InboxMail | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.to(address)[n - 1];
      if (mail) return mail;
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Addresses that received more than one e-mail with the same subject (a duplicate delivery). */
  duplicates(): string[] {
    const seen = new Map<string, number>();
    for (const mail of this.received) {
      const key = `${mail.to}\n${mail.subject}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([key]) => key.replace("\n", ": "));
  }
}

/** The link in an e-mail's text that starts with the base URL (the app's APP_URL). */
export function linkIn(mail: InboxMail, base: string): URL | null {
  const word = mail.text.split(/\s+/).find((w) => w.startsWith(base));
  return word ? new URL(word) : null;
}
