// Security: the session cookie's flags (HttpOnly, SameSite=Lax, Path=/; Secure and __Host- when
// APP_URL is https, checked on a second server without TLS), state changes from another site
// refused (foreign Origin, Sec-Fetch-Site: cross-site) with nothing changed, and the security
// headers on the pages that carry a token in their address.
import { MailInbox as SmtpSink } from "@lineup/test-kit";
import { accountWithObjects } from "../support/accounts";
import { ApiClient, randomIp } from "../support/api-client";
import type { CheckRow, ResilienceCheck } from "../support/check";
import { assertPortFree, startServer, type RunningServer } from "../support/server";
import { ROUTES } from "../../packages/shared/src/routes";

const PORTS = { http: 4008, https: 4009 };

const TOKEN_PAGES = [
  `${ROUTES.confirmationRedirect}?token=0123abcd`,
  `${ROUTES.setNewPassword}?code=0123abcd`,
  `${ROUTES.oauthRedirect}?provider=google&token=0123abcd&role=athlete`,
  `${ROUTES.athleteJoin}?invite=0123abcd`,
  `${ROUTES.agentJoin}?inviteId=0123abcd`,
  ROUTES.login,
];

function cookieProblems(setCookie: string | undefined, secure: boolean): string[] {
  if (!setCookie) return ["no session cookie"];
  const name = setCookie.split("=")[0];
  const flags = setCookie.split(";").map((f) => f.trim().toLowerCase());
  const problems: string[] = [];
  if (!flags.includes("httponly")) problems.push("not HttpOnly");
  if (!flags.includes("samesite=lax")) problems.push("not SameSite=Lax");
  if (!flags.includes("path=/")) problems.push("Path is not /");
  if (flags.some((f) => f.startsWith("domain="))) problems.push("has a Domain");
  if (secure && !flags.includes("secure")) problems.push("not Secure");
  if (secure && name !== "__Host-lineup_session") problems.push(`named ${name}`);
  if (!secure && name !== "lineup_session") problems.push(`named ${name}`);
  return problems;
}

async function sessionCookieOf(server: RunningServer, sink: SmtpSink, appOrigin?: string) {
  const client = new ApiClient(server.base, randomIp);
  if (appOrigin) client.origin = appOrigin;
  const account = await accountWithObjects(
    server.base,
    sink,
    "athlete",
    randomIp,
    undefined,
    client,
  );
  return { account, setCookie: client.setCookies.find((c) => c.includes("lineup_session=")) };
}

export const check: ResilienceCheck = {
  name: "cookies-headers",
  async run() {
    const rows: CheckRow[] = [];
    const sink = new SmtpSink();
    await sink.start();
    await assertPortFree(PORTS.http);
    await assertPortFree(PORTS.https);
    const plain = await startServer({
      port: PORTS.http,
      env: { SMTP_URL: sink.url, TRUST_PROXY: "loopback" },
    });
    const httpsUrl = "https://lineup.example";
    const secure = await startServer({
      port: PORTS.https,
      env: { SMTP_URL: sink.url, TRUST_PROXY: "loopback", APP_URL: httpsUrl },
    }).catch(async (error: unknown) => {
      await plain.stop();
      throw error;
    });
    try {
      for (const [server, https] of [
        [plain, false],
        [secure, true],
      ] as const) {
        const { setCookie } = await sessionCookieOf(server, sink, https ? httpsUrl : undefined);
        const problems = cookieProblems(setCookie, https);
        rows.push({
          check: `cookies: session cookie (${https ? "https" : "http"} APP_URL)`,
          figure: problems.length ? problems.join(", ") : "flags right",
          pass: problems.length === 0,
          note: setCookie?.replace(/=[^;]+/, "=…"),
        });
      }
      // Cross-site requests with a valid session: refused, and nothing changed.
      const { account } = await sessionCookieOf(plain, sink);
      const { client, profileId } = account;
      const attempts: [string, Record<string, string>][] = [
        ["foreign Origin", { origin: "https://evil.example" }],
        ["Origin null", { origin: "null" }],
        ["Sec-Fetch-Site cross-site", { origin: "", "sec-fetch-site": "cross-site" }],
      ];
      const crossSite: string[] = [];
      for (const [name, headers] of attempts) {
        const bio = await client.patch(
          `/api/profile/athlete/update/${profileId}`,
          { bio: `x ${name}` },
          { headers },
        );
        const logout = await client.delete("/api/auth/logout", { headers });
        if (bio.status !== 403 || logout.status !== 403)
          crossSite.push(`${name}: ${bio.status}/${logout.status}`);
      }
      const after = await client.get(`/api/profile/private/${profileId}`);
      if (after.status !== 200) crossSite.push(`session ended (${after.status})`);
      if (after.text.includes("x foreign") || after.text.includes("x Sec-"))
        crossSite.push("bio changed");
      rows.push({
        check: "cookies: cross-site state changes refused",
        figure: `${attempts.length * 2 - crossSite.length} of ${attempts.length * 2}`,
        pass: crossSite.length === 0,
        note: crossSite.join(" | ") || "403 BAD_ORIGIN, session and profile unchanged",
      });
      // Headers on token-carrying pages, and on an API answer.
      const missing: string[] = [];
      for (const page of [...TOKEN_PAGES, "/api/profile/my"]) {
        const response = await fetch(`${plain.base}${page}`);
        const csp = response.headers.get("content-security-policy") ?? "";
        const want: [string, boolean][] = [
          ["CSP", csp.includes("default-src")],
          ["frame-ancestors", /frame-ancestors 'none'/.test(csp)],
          ["nosniff", response.headers.get("x-content-type-options") === "nosniff"],
          ["no-referrer", response.headers.get("referrer-policy") === "no-referrer"],
        ];
        for (const [header, ok] of want) if (!ok) missing.push(`${page.split("?")[0]}: ${header}`);
      }
      const hsts = (await fetch(`${secure.base}/`)).headers.get("strict-transport-security");
      if (!hsts) missing.push("https APP_URL: no Strict-Transport-Security");
      rows.push({
        check: "headers: token pages",
        figure: `${missing.length} missing`,
        pass: missing.length === 0,
        note:
          missing.slice(0, 4).join(" | ") ||
          `CSP, frame-ancestors, nosniff, no-referrer on ${TOKEN_PAGES.length} pages + API; HSTS over https`,
      });
      return rows;
    } finally {
      await plain.stop();
      await secure.stop();
      await sink.stop();
    }
  },
};
