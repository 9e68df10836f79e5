import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { setSignedIn } from "../stores/signed-in-store";

// Screens are lazy chunks that Vite transforms on first import; on a busy machine that alone can
// outlast the default one-second wait of findBy* queries.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling and logs an error on every call; tests that care spy on it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// jsdom has no object URLs; previews only need an address to point at. Tests may spy on these.
let objectUrls = 0;
URL.createObjectURL = () => `blob:http://localhost/preview-${++objectUrls}`;
URL.revokeObjectURL = () => {};
// jsdom's CSS object has no supports(), which Ariakit's dialog scroll lock asks about.
if (typeof CSS.supports !== "function") CSS.supports = () => false;
// jsdom knows the inert attribute but not the property, so Ariakit's modal Dialog would hide the
// page behind with aria-hidden instead, as for an old browser; browsers have both.
if (!("inert" in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, "inert", {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute("inert");
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute("inert", value);
    },
  });
}
// jsdom lays nothing out, so Ariakit's focus logic (first tabbable, focus return) would find every
// element invisible; here an element is visible unless it or an ancestor is hidden (the attribute
// or an inline display: none, the two ways the app and Ariakit hide things).
if (typeof Element.prototype.checkVisibility !== "function") {
  Element.prototype.checkVisibility = function checkVisibility(this: Element) {
    return !this.closest('[hidden], [style*="display: none"]');
  };
}

// No test reaches a network: a call without a stub fails the way an offline browser's would.
// Tests that expect calls install their answers with mockApi().
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      throw new TypeError(
        `fetch not mocked: ${input instanceof Request ? input.url : input.toString()}`,
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Restore first: a test may have replaced localStorage with one that throws.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // The header's signed-in person lives in memory too; a login in one test must not leak.
  setSignedIn(null);
});
