import { Link } from "react-router";
import { secondaryButton } from "./button-styles";

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The address of another page. */
  hrefOf: (page: number) => string;
  label: string;
};

/** "Page 2 of 9" between Previous and Next links (links, so a page can be opened or shared). */
export function Pager({ page, pageSize, total, hrefOf, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  const link = `${secondaryButton} min-w-28`;
  const off = `${link} pointer-events-none opacity-50`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pages))} className={link}>
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          Previous
        </span>
      )}
      <p className="text-sm text-zinc-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={link}>
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className={off}>
          Next
        </span>
      )}
    </nav>
  );
}
