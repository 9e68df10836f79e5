export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface EmailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lineup's e-mail frame: HTML with inline styles, and a plain-text twin with the link spelled out. */
export function renderEmail(parts: EmailParts): RenderedEmail {
  const button = parts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#ea580c;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:10px;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(parts.action.url)}" style="color:#c2410c;word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#09090b;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:-0.5px">Lineup<span style="color:#f97316">.</span></td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.55">
<p style="margin:0 0 16px;font-weight:700">${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join("\n")}
${button}
${parts.footnote ? `<p style="font-size:13px;color:#71717a;margin-top:24px">${escapeHtml(parts.footnote)}</p>` : ""}
</td></tr></table>
<p style="font-size:12px;color:#a1a1aa;margin-top:16px">Lineup · where athletes get booked</p>
</td></tr></table></body></html>`;
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ""] : []),
    ...(parts.footnote ? [parts.footnote, ""] : []),
    "Lineup · where athletes get booked",
  ].join("\n");
  return { subject: parts.subject, html, text };
}
