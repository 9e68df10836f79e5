import type { AnyProfile } from "@lineup/shared";
import type { Db } from "@api/db/client";
import { athleteProfileView } from "./athlete-profile-view";
import { businessProfileView, individualProfileView } from "./business-individual-view";
import type { Profile } from "./own-profile";

/** The owner's view of any profile, by its type. */
export function profileView(db: Db, profile: Profile): Promise<AnyProfile> {
  if (profile.type === "Athlete") return athleteProfileView(db, profile);
  if (profile.type === "Business") return businessProfileView(db, profile);
  return individualProfileView(db, profile);
}
