import { ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { textLink } from "@web/components/ui/button-styles";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { DataSection } from "./data-section";
import { DeleteSection } from "./delete-section";
import { DetailsForm } from "./details-form";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import type { SettingsLoaderData } from "./settings-loader";
import { SettingsSection } from "./settings-section";

const SECTIONS = [
  ["details", "Personal details"],
  ["email", "E-mail"],
  ["password", "Password"],
  ["security", "Security"],
  ["data", "Your data"],
  ["delete", "Delete account"],
] as const;

/** /settings: everything a signed-in person can change about their account, in one place. */
export function SettingsScreen() {
  const loaded = useLoaderData<SettingsLoaderData>();
  const [account, setAccount] = useState(loaded.account);
  const problem = useProblem();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl">Settings</h1>
      <p className="mt-2 text-zinc-600">Your details, sign-in and data.</p>
      <div className="mt-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <nav aria-label="Settings sections" className="lg:sticky lg:top-6">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-800 hover:border-zinc-400 hover:bg-zinc-100 lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:text-base"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex min-w-0 flex-col gap-6 lg:mt-0">
          <SettingsSection
            id="details"
            title="Personal details"
            intro={
              account.role === "business"
                ? "Your business name and phone, as people on Lineup see them."
                : "Your name and phone, as people on Lineup see them."
            }
          >
            <DetailsForm account={account} onSaved={setAccount} onProblem={problem.show} />
          </SettingsSection>
          <EmailSection account={account} onProblem={problem.show} />
          <PasswordSection account={account} onProblem={problem.show} />
          <SettingsSection
            id="security"
            title="Security"
            intro="See where you are signed in, sign out other devices, and turn on two-step verification."
          >
            <Link
              to={ROUTES.settingsSecurity}
              className={`${textLink} inline-flex min-h-11 items-center`}
            >
              Manage devices and two-step verification
            </Link>
          </SettingsSection>
          <DataSection onProblem={problem.show} />
          <DeleteSection account={account} />
        </div>
      </div>
      <ShownProblem problem={problem} />
    </div>
  );
}
