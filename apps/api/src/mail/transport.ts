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

export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  printLinks: boolean,
): MailTransport {
  if (!smtpUrl) {
    return {
      via: "kept",
      send: async (email) => {
        // Without SMTP the e-mail stays readable at /dev/mail; outside production the log also
        // shows its links, so a developer can follow them. Production logs never carry tokens.
        const links = printLinks ? (email.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
        log.info({ to: email.to, subject: email.subject, links }, "e-mail kept (no SMTP_URL)");
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
