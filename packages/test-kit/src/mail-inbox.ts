// A real SMTP server in this process (smtp-server, parsed by mailparser) that the app under test
// sends to. It keeps what arrives, lets a test wait for the n-th e-mail to an address (never on a
// timer), can refuse messages or stop and start again on the same port (SMTP down), and counts
// deliveries per recipient and subject (to prove each e-mail arrived exactly once).
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  /** the sender (instances can be told apart by their MAIL_FROM) */
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailInboxOptions {
  /** a fixed port (to stop and start again on it); any free port when absent */
  port?: number;
  /** called with every e-mail as it arrives (e2e writes them where its journeys read them) */
  onMail?: (mail: ReceivedMail) => void;
}

interface Waiter {
  to: string;
  n: number;
  resolve: (mail: ReceivedMail) => void;
}

export class MailInbox {
  readonly received: ReceivedMail[] = [];
  /** While true, every message is refused (a mailbox that is down for a test). */
  refusing = false;
  port: number;
  private server: SMTPServer | undefined;
  private waiters: Waiter[] = [];

  private readonly options: MailInboxOptions;

  /** `new MailInbox()` on any free port, `new MailInbox(2525)` on that one, or with options. */
  constructor(options: MailInboxOptions | number = {}) {
    this.options = typeof options === "number" ? { port: options } : options;
    this.port = this.options.port ?? 0;
  }

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
    server.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.options.port ?? 0, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : this.port;
    this.server = server;
  }

  /** Closes the port; sessions in progress are dropped, so senders see SMTP down at once. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // smtp-server waits for open sessions to end; end them so the port frees now.
    const open = (server as unknown as { connections?: Set<{ close(): void }> }).connections;
    for (const connection of open ?? []) connection.close();
    await closed;
  }

  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.received.filter((mail) => mail.to === wanted);
  }

  /** The n-th e-mail (from 1) to that address, now or when it arrives. */
  nth(address: string, n: number): Promise<ReceivedMail> {
    const to = address.toLowerCase();
    const already = this.to(to)[n - 1];
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.waiters.push({ to, n, resolve }));
  }

  /** Like `nth`, but null once `timeoutMs` passed without it (a check reports, never hangs). */
  async waitFor(address: string, n: number, timeoutMs: number): Promise<ReceivedMail | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>(
      (resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)),
    );
    try {
      return await Promise.race([this.nth(address, n), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** "address: subject" of every e-mail that arrived more than once (a duplicate delivery). */
  duplicates(): string[] {
    const seen = new Map<string, number>();
    for (const mail of this.received) {
      const key = `${mail.to}: ${mail.subject}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  }

  private accept(parsed: ParsedMail): void {
    const to = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address ?? "";
    const mail: ReceivedMail = {
      to: to.toLowerCase(),
      from: parsed.from?.value[0]?.address?.toLowerCase() ?? "",
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    };
    this.received.push(mail);
    this.options.onMail?.(mail);
    const count = this.to(mail.to).length;
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.to !== mail.to || waiter.n !== count) return true;
      waiter.resolve(mail);
      return false;
    });
  }
}

/** The first link in an e-mail's plain text that starts with `base` (the app's APP_URL). */
export function linkIn(mail: Pick<ReceivedMail, "text">, base: string): URL {
  const match = mail.text.split(/\s+/).find((word) => word.startsWith(base));
  if (!match) throw new Error(`no ${base} link in: ${mail.text}`);
  return new URL(match);
}
