import { accountDetailsSchema, type accountDetailsBodySchema } from "@lineup/shared";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import { updatePersonalDetails, type PersonalDetails, type User } from "@api/identity";
import { invalidBody } from "./account-proof";

type DetailsBody = z.output<typeof accountDetailsBodySchema>;

/**
 * PATCH /api/account: the fields sent, checked by the caller's role's sign-up rules (a business
 * has no personal names, a person no business name, an athlete keeps a phone). A blank optional
 * field clears it; a field not sent stays as it is.
 */
export async function savePersonalDetails(
  ctx: AppContext,
  user: User,
  body: DetailsBody,
): Promise<User> {
  const parsed = accountDetailsSchema(user.role).partial().safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);
  const values = parsed.data as Record<string, string | undefined>;
  const details: PersonalDetails = {};
  for (const key of Object.keys(body) as (keyof PersonalDetails)[]) {
    details[key] = values[key] ?? null;
  }
  return updatePersonalDetails(ctx.db, user.id, details);
}
