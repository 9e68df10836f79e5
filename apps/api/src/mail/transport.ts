import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** "smtp" delivers; "kept" keeps the e-mail in the outbox and prints its links. */
  readonly via: "smtp" | "kept";
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Where a kept e-mail's links go in development: plain lines a person can read and click. */
export type PrintLine = (line: string) => void;

/** The plain lines that tell a developer about a kept e-mail and the links in it. */
export function keptEmailLines(email: OutgoingEmail): string[] {
  const links = email.text.match(/https?:\/\/\S+/g) ?? [];
  return [`E-mail to ${email.to}: ${email.subject}`, ...links.map((link) => `  ${link}`)];
}

export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  printLine?: PrintLine,
): MailTransport {
  if (!smtpUrl) {
    return {
      via: "kept",
      send: async (email) => {
        // Without SMTP the e-mail stays readable at /dev/mail. In development its links are also
        // printed as plain lines, so a newcomer can confirm an account from the terminal; the log
        // line itself never carries a token (production logs must not).
        log.info({ to: email.to, subject: email.subject }, "e-mail kept (no SMTP_URL)");
        if (printLine) for (const line of keptEmailLines(email)) printLine(line);
      },
      close: () => undefined,
    };
  }
  // nodemailer loads with the first e-mail rather than at every start (decision 0044).
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, { from }),
    ));
  return {
    via: "smtp",
    send: async (email) => {
      await (await connect()).sendMail({ from, ...email });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
