import type { UserRole } from "@lineup/shared";
import { RoleLink } from "@web/components/ui/role-link";
import { RoleIcon } from "@web/components/ui/role-icon";

type RoleCard = { role: UserRole; title: string; text: string; action: string };

const CARDS: readonly RoleCard[] = [
  {
    role: "athlete",
    title: "Athletes",
    text: "List your services, set a minimum price that stays private, and get found by the people who want to book you.",
    action: "Join as an athlete",
  },
  {
    role: "business",
    title: "Businesses",
    text: "Find athletes for campaigns, events and endorsements, searching by sport, level and city.",
    action: "Join as a business",
  },
  {
    role: "individual",
    title: "Individuals",
    text: "Book athletes for lessons, appearances and events, from private coaching to a birthday surprise.",
    action: "Join as an individual",
  },
  {
    role: "agent",
    title: "Agents",
    text: "Invite your athletes by e-mail and represent them on Lineup, all from one account.",
    action: "Join as an agent",
  },
];

export function RoleCards() {
  return (
    <section
      aria-labelledby="roles-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24"
    >
      <h2
        id="roles-title"
        className="max-w-2xl text-3xl font-black tracking-tight text-balance text-zinc-950 sm:text-4xl"
      >
        One marketplace, four ways to play
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-zinc-600">
        Pick the account that fits you. Each one has its own quick sign-up.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li
            key={card.role}
            className="group flex flex-col rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-accent-50 text-accent-700">
              <RoleIcon role={card.role} />
            </span>
            <h3 className="mt-5 text-xl font-extrabold text-zinc-950">{card.title}</h3>
            <p className="mt-2 flex-1 text-zinc-600">{card.text}</p>
            <RoleLink
              userRole={card.role}
              className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-bold text-accent-700 hover:text-accent-800"
            >
              {card.action}
              <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                →
              </span>
            </RoleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
