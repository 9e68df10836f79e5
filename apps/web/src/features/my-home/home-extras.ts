import type { AthleteSearchStats, MyProfile, OfferSummary, Shortlist } from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { offersApi } from "@web/lib/offers-api";
import { unwrap, type Envelope } from "@web/lib/profile-api";

/**
 * What an approved person's home adds: a buyer's shortlist, an athlete's counts (issue 23), and
 * everyone's offers but an operator's (issue 24).
 */
export type HomeExtras = {
  shortlist: Shortlist | null;
  stats: AthleteSearchStats | null;
  offers: OfferSummary | null;
};

/**
 * Read beside the profile. Each is optional: when one fails the home still shows the rest, and
 * the panel simply is not there.
 */
export async function homeExtrasOf(my: MyProfile): Promise<HomeExtras> {
  const { role, status } = my.account;
  const approved = status === "approved";
  const [shortlist, stats, offers] = await Promise.all([
    approved && role !== "athlete"
      ? unwrap(apiRequest<Envelope<Shortlist>>("/api/shortlist")).catch(() => null)
      : null,
    approved && role === "athlete" && my.profile
      ? unwrap(apiRequest<Envelope<AthleteSearchStats>>("/api/profile/my/search-stats")).catch(
          () => null,
        )
      : null,
    approved && role !== "operator" ? offersApi.summary().catch(() => null) : null,
  ]);
  return { shortlist, stats, offers };
}
