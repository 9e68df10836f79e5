import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { outboxEmails } from "../db/schema";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /dev/mail: the e-mails of this server, readable without SMTP. Never registered in production. */
export function devMailRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const recent = () => db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(50);

    app.get("/dev/mail.json", { schema: { hide: true } }, async () => ({
      data: (await recent()).map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    }));

    app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
      const rows = (await recent())
        .map(
          (m) => `<li><a href="/dev/mail/${m.id}"><strong>${escapeHtml(m.subject)}</strong></a><br>
to ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()} · ${m.sentAt ? `sent (${m.deliveredVia})` : "queued"}</li>`,
        )
        .join("\n");
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Lineup · dev mail</title></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;line-height:1.5">
<h1>E-mails kept by this server</h1><p>Newest first. Without SMTP_URL nothing leaves the machine.</p>
<ul style="display:grid;gap:12px;padding-left:18px">${rows || "<li>No e-mails yet.</li>"}</ul></body></html>`);
    });

    app.get(
      "/dev/mail/:id",
      { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request, reply) => {
        const [mail] = await db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.id, request.params.id));
        if (!mail) return reply.status(404).type("text/plain").send("No such e-mail.");
        return reply.type("text/html; charset=utf-8").send(mail.html);
      },
    );
  };
}
