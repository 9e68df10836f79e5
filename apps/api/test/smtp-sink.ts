import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; `next(to)` resolves when an e-mail
 * for that address arrives (or has arrived), so tests wait on the e-mail, never on a timer.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private waiters: { to: string; after: number; resolve: (mail: ReceivedMail) => void }[] = [];
  private server: SMTPServer;
  port = 0;
  /** While true, the server refuses every message (SMTP down for a test). */
  refusing = false;

  constructor(private readonly onMail?: (mail: ReceivedMail) => void) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData: (stream, _session, callback) => {
        if (this.refusing) {
          stream.resume();
          stream.on("end", () => callback(new Error("mailbox unavailable")));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            this.accept(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const address = this.server.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address.toLowerCase());
  }

  /** The n-th e-mail (counting from 1) to that address, now or when it arrives. */
  nth(address: string, n: number): Promise<ReceivedMail> {
    const to = address.toLowerCase();
    const already = this.to(to)[n - 1];
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.waiters.push({ to, after: n, resolve }));
  }

  private accept(parsed: ParsedMail): void {
    const to = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address ?? "";
    const mail: ReceivedMail = {
      to: to.toLowerCase(),
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    };
    this.received.push(mail);
    this.onMail?.(mail);
    const count = this.to(mail.to).length;
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.to !== mail.to || waiter.after !== count) return true;
      waiter.resolve(mail);
      return false;
    });
  }
}

/** The first link in an e-mail's plain text that starts with this base URL. */
export function linkIn(mail: ReceivedMail, base: string): URL {
  const match = mail.text.split(/\s+/).find((word) => word.startsWith(base));
  if (!match) throw new Error(`no ${base} link in: ${mail.text}`);
  return new URL(match);
}
