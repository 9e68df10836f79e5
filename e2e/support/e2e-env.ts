import { tmpdir } from "node:os";
import path from "node:path";

/** Where the journeys find the servers that global-setup starts (fixed ports, overridable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The local OAuth server's control port: journeys tell it who signs in next. */
export const E2E_OAUTH_CONTROL_PORT = Number(process.env.E2E_OAUTH_CONTROL_PORT ?? 3312);
/** Every e-mail the test SMTP server receives is written here as JSON. */
export const E2E_MAIL_DIR =
  process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `lineup-e2e-mail-${E2E_PORT}`);

/**
 * OPERATOR_EMAILS of the journeys' server: one operator per project, so the phone and desktop
 * runs of the operator journey each accept their own invitation.
 */
export const E2E_OPERATOR_EMAILS: Record<string, string> = {
  phone: "operator.phone@example.com",
  desktop: "operator.desktop@example.com",
};

/**
 * OPERATOR_EMAILS of the talent search journey, one per project: it admits its own athlete and
 * business through the API, apart from the operator journey's operators.
 */
export const E2E_SEARCH_OPERATOR_EMAILS: Record<string, string> = {
  phone: "search.operator.phone@example.com",
  desktop: "search.operator.desktop@example.com",
};

/**
 * OPERATOR_EMAILS of the offers journeys, one per journey and project (an invitation is used
 * once; each journey admits its own accounts).
 */
export const E2E_OFFERS_OPERATOR_EMAILS: Record<string, string> = {
  phone: "offers.operator.phone@example.com",
  desktop: "offers.operator.desktop@example.com",
  "agent-phone": "offers.agent.operator.phone@example.com",
  "agent-desktop": "offers.agent.operator.desktop@example.com",
};

/** OPERATOR_EMAILS of the minors journey (issue 25), one per project. */
export const E2E_MINORS_OPERATOR_EMAILS: Record<string, string> = {
  phone: "minors.operator.phone@example.com",
  desktop: "minors.operator.desktop@example.com",
};
