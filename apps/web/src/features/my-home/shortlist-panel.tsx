import { ROUTES, type AthleteCard, type Shortlist } from "@lineup/shared";
import { Link } from "react-router";
import { AthleteAvatar } from "@web/components/ui/athlete-avatar";
import { Button } from "@web/components/ui/button";
import { Panel } from "@web/components/ui/panel";
import { useRevalidatingAction } from "@web/components/ui/use-revalidating-action";
import { apiRequest } from "@web/lib/api-client";

const profileHref = (id: string) => `${ROUTES.athleteProfile}?id=${encodeURIComponent(id)}`;

/** The athletes the person saved from search, to open again or take off the list. */
export function ShortlistPanel({ shortlist }: { shortlist: Shortlist }) {
  return (
    <Panel title="Your shortlist">
      {shortlist.total === 0 ? (
        <p className="mt-2 text-zinc-700">
          Save athletes from their profiles to find them here again.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-zinc-200">
          {shortlist.list.map((athlete) => (
            <ShortlistEntry key={athlete.id} athlete={athlete} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ShortlistEntry({ athlete }: { athlete: AthleteCard }) {
  const action = useRevalidatingAction();
  const remove = () =>
    action.run(() =>
      apiRequest(`/api/shortlist/${encodeURIComponent(athlete.id)}`, { method: "DELETE" }),
    );

  return (
    <li className="flex items-center gap-3 py-3">
      <AthleteAvatar name={athlete.name} url={athlete.avatarUrl} size="small" />
      <div className="min-w-0 flex-1">
        <Link
          to={profileHref(athlete.id)}
          className="inline-flex min-h-11 items-center font-bold text-zinc-950 underline-offset-2 hover:underline"
        >
          {athlete.name}
        </Link>
        <p className="truncate text-sm text-zinc-700">
          {athlete.sport.name} · {athlete.city.name}, {athlete.city.state}
        </p>
      </div>
      <Button
        variant="ghost"
        loading={action.busy}
        aria-label={`Remove ${athlete.name} from your shortlist`}
        onClick={remove}
      >
        Remove
      </Button>
      {action.problemDialog}
    </li>
  );
}
