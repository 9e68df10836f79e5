import { ROUTES, type AccountRole } from "@lineup/shared";
import { Link } from "react-router";
import { primaryButton, textLink } from "@web/components/ui/button-styles";
import { STATUS_WORD } from "./offer-labels";
import { inboxHref, type InboxQuery } from "./inbox-query";

type InboxEmptyProps = { query: InboxQuery; role: AccountRole | undefined };

const isBuyer = (role: AccountRole | undefined) => role === "business" || role === "individual";

/** An inbox page without offers, and what to do next. */
export function InboxEmpty({ query, role }: InboxEmptyProps) {
  const frame =
    "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700";
  if (query.status || query.page > 1) {
    return (
      <div className={frame}>
        <p className="font-semibold text-zinc-900">
          {query.page > 1
            ? "This page is past the last offer."
            : `No offers here are ${STATUS_WORD[query.status!].toLowerCase()}.`}
        </p>
        <Link to={inboxHref({ box: query.box, status: undefined, page: 1 })} className={textLink}>
          Show all offers
        </Link>
      </div>
    );
  }
  if (query.box === "sent") {
    return (
      <div className={frame}>
        <p className="font-semibold text-zinc-900">You have not made an offer yet.</p>
        {isBuyer(role) ? (
          <>
            <p>Find an athlete, open their profile and press “Make an offer”.</p>
            <Link to={ROUTES.search} className={primaryButton}>
              Find athletes
            </Link>
          </>
        ) : (
          <p>Businesses and individuals make offers; offers to you are under Received.</p>
        )}
      </div>
    );
  }
  return (
    <div className={frame}>
      <p className="font-semibold text-zinc-900">No offers have arrived yet.</p>
      {role === "athlete" && (
        <>
          <p>Buyers find you in search. A bio, photos and clear services help them choose you.</p>
          <Link to={ROUTES.editProfile} className={textLink}>
            Improve your profile
          </Link>
        </>
      )}
      {role === "agent" && (
        <>
          <p>Offers to the athletes you represent appear here, and which athlete each is for.</p>
          <Link to={ROUTES.representation} className={textLink}>
            See the athletes you represent
          </Link>
        </>
      )}
      {isBuyer(role) && <p>Offers you make are under Sent.</p>}
    </div>
  );
}
