import type { LocalSignUpBody } from "@lineup/shared";
import {
  freshEmail,
  signUpAndConfirm as confirmOverHttp,
  signUpBody,
  TEST_PASSWORD,
} from "@lineup/test-kit";
import type { FastifyInstance } from "fastify";
import { cookieFrom } from "./test-app";
import type { SmtpSink } from "./smtp-sink";

export const SESSION = "lineup_session";
export const APP_URL = "http://localhost:3000";
export const GOOD_PASSWORD = TEST_PASSWORD;
export const uniqueEmail = freshEmail;

/** The test kit's athlete sign-up body with a fresh address, changed by `overrides`. */
export function athleteBody(overrides: Partial<LocalSignUpBody> = {}): LocalSignUpBody {
  return signUpBody("athlete", freshEmail("athlete"), overrides);
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

/** Signs up, follows the e-mailed link, and returns the session cookie of the confirmed account. */
export async function signUpAndConfirm(
  app: FastifyInstance,
  sink: SmtpSink,
  body: LocalSignUpBody = athleteBody(),
): Promise<{ email: string; cookie: string }> {
  const { email, confirmed } = await confirmOverHttp(
    async (url, payload) => {
      const response = await post(app, url, payload);
      return { status: response.statusCode, text: response.body, response };
    },
    sink,
    APP_URL,
    body,
  );
  return { email, cookie: cookieFrom(confirmed.response, SESSION) };
}
