import { useLocation, useNavigate } from "react-router";
import { CloseIcon } from "../ui/close-icon";

/** What a screen may hand the next one in navigation state, e.g. "Your password has been changed". */
export type NoticeState = { notice?: string };

function noticeOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const { notice } = state as NoticeState;
  return typeof notice === "string" && notice ? notice : null;
}

/** A dismissible confirmation at the top of the next screen; gone on the next navigation. */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (!notice) return null;

  function dismiss() {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }

  return (
    <div className="bg-emerald-50 text-emerald-900">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
        <p role="status" className="flex-1 font-medium">
          {notice}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-emerald-100"
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}
