import { ROUTES, type MyProfile } from "@lineup/shared";
import { useEffect } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { useLiveEvents } from "@web/lib/live-events";
import { setOfferCounts } from "@web/lib/offer-counts";
import { onboardingPath } from "@web/lib/onboarding-steps";
import { useRevalidateOnReturn } from "@web/lib/use-revalidate-on-return";
import { completionOf } from "./completion";
import { CompletionMeter } from "./completion-meter";
import { MinorPanel } from "./minor-panel";
import type { MyHomeData } from "./my-home-loader";
import { OffersPanel } from "./offers-panel";
import { PublicPreview } from "./public-preview";
import { SearchStatsPanel } from "./search-stats-panel";
import { ShortlistPanel } from "./shortlist-panel";
import { StatusPanel } from "./status-panel";

function displayName(account: MyProfile["account"]): string {
  const person = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return account.businessName ?? (person || account.email);
}

/** A signed-in person's own home: who they are, where they stand, what is left to do. */
export function MyHomeScreen() {
  const { my, profile, shortlist, stats, offers } = useLoaderData<MyHomeData>();
  const revalidator = useRevalidator();
  // A decision on the account shows when the person comes back to the tab.
  useRevalidateOnReturn();
  // A new offer, move or message changes the offers' counts: read them again, live.
  useLiveEvents(() => {
    // Even mid-read: that read may have started before this change.
    void revalidator.revalidate();
  }, offers !== null);
  // The header's count follows the one home just read.
  useEffect(() => setOfferCounts(offers), [offers]);
  const resume = onboardingPath(my);
  // Agents and operators have no profile to finish.
  const unfinished =
    resume !== ROUTES.myHome && my.account.role !== "agent" && my.account.role !== "operator";
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl">
        Welcome, {displayName(my.account)}
      </h1>
      {unfinished && (
        <section className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="font-bold text-zinc-950">Your profile is not finished</h2>
          <p className="mt-1 text-zinc-700">Buyers see finished profiles only.</p>
          <Link to={resume} className={`${primaryButton} mt-4`}>
            Continue your profile
          </Link>
        </section>
      )}
      <MinorPanel my={my} profile={profile} />
      <StatusPanel account={my.account} />
      {offers && <OffersPanel summary={offers} role={my.account.role} />}
      {stats && <SearchStatsPanel stats={stats} />}
      {shortlist && <ShortlistPanel shortlist={shortlist} />}
      {profile && (
        <Link to={ROUTES.editProfile} className={`${secondaryButton} self-start`}>
          Edit your profile
        </Link>
      )}
      {my.account.role === "agent" && (
        // A finished agent logs in here (decision 0067); inviting athletes stays one click away.
        <Link to={ROUTES.agentFindAthlete} className={`${secondaryButton} self-start`}>
          Invite your athletes
        </Link>
      )}
      {profile && <CompletionMeter items={completionOf(profile)} />}
      {profile && <PublicPreview profile={profile} name={displayName(my.account)} />}
    </div>
  );
}
