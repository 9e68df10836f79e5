import { totpCode } from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { beforeAll, expect } from "vitest";
import { APP_URL, GOOD_PASSWORD, SESSION, post } from "./auth-helpers";
import { linkIn, type SmtpSink } from "./smtp-sink";
import { useMailedApp } from "./mailed-app";
import { cookieFrom, type TestApp, type TestClock } from "./test-app";
import type { DatabaseKind } from "./test-database";

const STEP = 30_000;

export interface Operator {
  id: string;
  email: string;
  /** A session started by signing in with the password and a code: the console opens to it. */
  cookie: string;
  secret: string;
}

/** The token of the n-th operator invitation e-mailed to `email`. */
export async function invitationToken(sink: SmtpSink, email: string, n = 1): Promise<string> {
  const mail = await sink.nth(email, n);
  expect(mail.subject).toBe("You are invited to be a Lineup operator");
  const link = linkIn(mail, APP_URL);
  expect(link.pathname).toBe("/operator/accept");
  return link.searchParams.get("token")!;
}

/** Accepts an invitation: the operator account and its first session (no second factor yet). */
export async function acceptInvitation(
  app: FastifyInstance,
  token: string,
  name = { firstName: "Olivia", lastName: "Operator" },
) {
  const accepted = await post(app, "/api/operator/invitations/accept", {
    token,
    password: GOOD_PASSWORD,
    ...name,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return {
    id: accepted.json<{ data: { id: string } }>().data.id,
    cookie: cookieFrom(accepted, SESSION),
  };
}

/** Enrols TOTP in that session (setup, enable): answers the secret. */
export async function enrolTotp(app: FastifyInstance, cookie: string, clock: TestClock) {
  const setup = await post(app, "/api/auth/totp/setup", {}, cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  const enabled = await post(
    app,
    "/api/auth/totp/enable",
    { code: totpCode(secret, clock.now()) },
    cookie,
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  clock.advance(STEP);
  return secret;
}

/** Signs in with the password, then a code: the session the console opens to. */
export async function signInOperator(
  app: FastifyInstance,
  email: string,
  secret: string,
  clock: TestClock,
): Promise<string> {
  const half = await post(app, "/api/auth/local/signIn", { email, password: GOOD_PASSWORD });
  expect(half.json()).toEqual({ data: { secondFactor: "totp" } });
  const verified = await post(
    app,
    "/api/auth/totp/verify",
    { code: totpCode(secret, clock.now()) },
    cookieFrom(half, SESSION),
  );
  expect(verified.statusCode, verified.body).toBe(200);
  clock.advance(STEP);
  return cookieFrom(verified, SESSION);
}

/**
 * The whole way in for an address of OPERATOR_EMAILS (or one an operator invited): the e-mailed
 * link, a password and name, TOTP, then a sign-in with a code.
 */
export async function signedInOperator(
  app: FastifyInstance,
  sink: SmtpSink,
  clock: TestClock,
  email: string,
  n = 1,
): Promise<Operator> {
  const token = await invitationToken(sink, email, n);
  const { id, cookie: first } = await acceptInvitation(app, token);
  const secret = await enrolTotp(app, first, clock);
  const cookie = await signInOperator(app, email, secret, clock);
  return { id, email, cookie, secret };
}

/**
 * A console suite: the mailed app of `useMailedApp` with `email` as its one OPERATOR_EMAILS
 * address, signed in the whole way before the suite's tests. `started` receives the app and the
 * operator.
 */
export function useOperatorApp(
  kind: DatabaseKind,
  email: string,
  clock: TestClock,
  started: (t: TestApp, operator: Operator) => void,
): void {
  let t: TestApp;
  useMailedApp(kind, clock, (app) => (t = app), {}, { OPERATOR_EMAILS: email });
  beforeAll(async () => {
    started(t, await signedInOperator(t.app, t.sink, clock, email));
  });
}
