import { z } from "zod";
import { OAUTH_PROVIDERS } from "../oauth-providers";
import { exportedAccountSchema, exportedMediaSchema } from "./account-settings";
import { representationOverviewSchema } from "./invitations";
import { anyProfileSchema } from "./profile";

/**
 * GET /api/account/export: everything Lineup holds about the person, as one JSON document
 * (docs/decisions/0072). Their own prices are in it (it is their own data); no password hash,
 * token, session id or second-factor secret ever is.
 */
export const accountExportSchema = z.object({
  format: z.literal("lineup-account-export/1"),
  exportedAt: z.string(),
  account: exportedAccountSchema,
  /** The whole profile as its owner sees it, services with their prices. */
  profile: anyProfileSchema.nullable(),
  /** Every stored file; each `url` downloads its bytes. */
  media: z.array(exportedMediaSchema),
  sessions: z.array(
    z.object({
      device: z.string(),
      place: z.string(),
      signedInAt: z.string(),
      lastUsedAt: z.string(),
      current: z.boolean(),
    }),
  ),
  signInProviders: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), linkedAt: z.string() })),
  twoStepVerification: z.object({ enabled: z.boolean() }),
  representation: representationOverviewSchema,
  /** Invitations the person sent: to athletes (agents) or to their agent (athletes). */
  invitationsSent: z.array(
    z.object({
      kind: z.enum(["agent_invites_athlete", "athlete_names_agent"]),
      email: z.string(),
      sentAt: z.string(),
      joinedAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
