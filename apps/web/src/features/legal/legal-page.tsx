import { ROUTES } from "@lineup/shared";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { textLink } from "@web/components/ui/button-styles";

/** Where people write about their data or these terms (one place, so both pages agree). */
export const LEGAL_CONTACT_EMAIL = "privacy@lineup.example";

/** The date both pages were last changed, as they show it. */
export const LEGAL_UPDATED = "November 27, 2026";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  /** The plain-words summary under the heading. */
  summary: ReactNode;
  sections: LegalSection[];
};

/**
 * Back where the person came from inside Lineup (the footer, another page); opened on its own
 * (a new tab from the join form's checkbox, a typed address) it leads to the home page.
 */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromLineup = location.key !== "default";
  const back = (event: MouseEvent) => {
    if (!cameFromLineup) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={ROUTES.home}
      onClick={back}
      className={`${textLink} inline-flex min-h-11 items-center`}
    >
      <span aria-hidden="true">←&nbsp;</span>
      {cameFromLineup ? "Back" : "Go to Lineup"}
    </Link>
  );
}

/**
 * The frame of the privacy policy and the terms: one h1, an "On this page" list of the h2
 * sections, text set for reading (about 70 characters a line, phone-first), and a way back at
 * the top and the bottom.
 */
export function LegalPage({ title, summary, sections }: LegalPageProps) {
  return (
    <article
      aria-labelledby="legal-title"
      className="mx-auto w-full max-w-3xl px-4 py-8 text-zinc-800 sm:px-6 sm:py-14"
    >
      <BackLink />
      <h1
        id="legal-title"
        className="mt-4 text-3xl font-black tracking-tight text-balance text-zinc-950 sm:text-4xl"
      >
        {title}
      </h1>
      <p className="mt-2 text-sm text-zinc-600">Last updated {LEGAL_UPDATED}</p>
      <div className="mt-6 rounded-2xl bg-zinc-100 p-4 text-pretty sm:p-6">{summary}</div>
      <nav aria-labelledby="legal-contents" className="mt-8">
        <h2 id="legal-contents" className="text-lg font-bold text-zinc-950">
          On this page
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={`${textLink} inline-block py-1.5`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-6"
        >
          <h2
            id={`${section.id}-title`}
            className="text-2xl font-bold tracking-tight text-balance text-zinc-950"
          >
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-7 text-pretty">{section.body}</div>
        </section>
      ))}
      <div className="mt-12 border-t border-zinc-200 pt-6">
        <BackLink />
      </div>
    </article>
  );
}

/** A bulleted list in a legal section. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

/** A heading inside a section (h3). */
export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-bold text-zinc-950">{children}</h3>;
}

/** The contact address as a mail link. */
export function ContactLink() {
  return (
    <a href={`mailto:${LEGAL_CONTACT_EMAIL}`} className={textLink}>
      {LEGAL_CONTACT_EMAIL}
    </a>
  );
}
