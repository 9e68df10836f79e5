// Security: no password, token or session id in any log line. Journeys run against a server
// logging at trace level: sign-up with a known password, a wrong guess, confirmation, sign-in,
// resend, reset and a new password, an agent's invitation, logout; then every secret they used
// (passwords, e-mailed tokens, session cookie values) is searched for in every line it printed,
// and so is any query's parameter list.
import { freshEmail, signUpBody, TEST_PASSWORD as PASSWORD, tokenFromMail } from "@lineup/test-kit";
import { confirmedAccount } from "../support/accounts";
import { ApiClient, randomIp } from "../support/api-client";
import type { ResilienceCheck } from "../support/check";
import { startMailedServer } from "../support/server";

const PORT = 4010;
const NEW_PASSWORD = "Violet-Orchard-Thunder-64";
const WRONG_PASSWORD = "Amber-Glacier-Whisper-19";

export const check: ResilienceCheck = {
  name: "log-secrets",
  async run(ctx) {
    const { sink, server, stop } = await startMailedServer({ port: PORT, logLevel: "trace" });
    const secrets = new Map<string, string>();
    const keepSession = (name: string, client: ApiClient) => {
      if (client.session) secrets.set(`${name} session`, client.session);
    };
    try {
      const base = server.base;
      // An athlete: sign-up (the known password), confirmation link, a wrong guess, sign-in.
      const athlete = await confirmedAccount(new ApiClient(base, randomIp), sink, "athlete");
      secrets.set("password", PASSWORD);
      secrets.set("confirmation token", await tokenFromMail(sink, base, athlete.email, 1));
      keepSession("confirmation", athlete.client);
      await athlete.client.delete("/api/auth/logout");
      const login = new ApiClient(base, randomIp);
      await login.post("/api/auth/local/signIn", {
        email: athlete.email,
        password: WRONG_PASSWORD,
      });
      secrets.set("wrong password", WRONG_PASSWORD);
      await login.post("/api/auth/local/signIn", { email: athlete.email, password: PASSWORD });
      keepSession("sign-in", login);
      await login.get("/api/profile/my");
      // Reset: request, the e-mailed code, a new password, sign-in with it.
      await login.post("/api/auth/reset-password-request", { email: athlete.email });
      const code = await tokenFromMail(sink, base, athlete.email, 2, "code");
      secrets.set("reset code", code);
      await login.patch("/api/auth/restore-password", { password: NEW_PASSWORD, code });
      await login.patch("/api/auth/restore-password", { password: NEW_PASSWORD, code }); // used twice
      secrets.set("new password", NEW_PASSWORD);
      await login.post("/api/auth/local/signIn", { email: athlete.email, password: NEW_PASSWORD });
      keepSession("after reset", login);
      // An unconfirmed account asks for a new link; an agent invites an athlete.
      const pending = freshEmail("pending");
      await new ApiClient(base, randomIp).post(
        "/api/auth/local/signUp",
        signUpBody("athlete", pending),
      );
      await new ApiClient(base, randomIp).post("/api/auth/resend-confirmation", { email: pending });
      secrets.set("resent token", await tokenFromMail(sink, base, pending, 2));
      // Issue 19 point 4: a NUL in a name reached PostgreSQL, whose error was logged with the
      // query's parameters (password hash, e-mail, phone). It is refused now; no line may quote
      // a query's parameters, whatever the cause.
      const withNul = signUpBody("athlete", freshEmail("nul"), {
        personalInfo: { firstName: "Jordan\u0000Hidden-Name", lastName: "Mitchell" },
      });
      await new ApiClient(base, randomIp).post("/api/auth/local/signUp", withNul);
      secrets.set("name sent with a NUL", "Hidden-Name");
      secrets.set("a query's parameters", "params:");
      const agent = await confirmedAccount(new ApiClient(base, randomIp), sink, "agent");
      keepSession("agent", agent.client);
      const invitee = freshEmail("invitee");
      await agent.client.post(`/api/invite/athlete/${invitee}`, { email: invitee });
      const invite = await tokenFromMail(sink, base, invitee, 1, "invite");
      secrets.set("invitation token", invite);
      await new ApiClient(base, randomIp).get(`/api/invite/${invite}`);
      await login.delete("/api/auth/logout");
      // Every line, the outbox worker's and shutdown's included: search after the process ended.
      await server.stop();
      const leaks: string[] = [];
      for (const [name, secret] of secrets) {
        const line = server.logs.find((l) => l.includes(secret));
        if (line) leaks.push(`${name} in: ${line.slice(0, 160)}`);
      }
      for (const leak of leaks) ctx.log(`log-secrets: ${leak}`);
      return [
        {
          check: "log secrets: passwords, tokens, sessions",
          figure: `${leaks.length} of ${secrets.size} found`,
          pass: leaks.length === 0 && server.logs.length > 20,
          note:
            leaks.slice(0, 2).join(" | ") ||
            `${server.logs.length} lines at trace searched for ${[...secrets.keys()].join(", ")}`,
        },
      ];
    } finally {
      await stop();
    }
  },
};
