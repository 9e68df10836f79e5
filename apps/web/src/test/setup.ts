import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Screens are lazy chunks that Vite transforms on first import; on a busy machine that alone can
// outlast the default one-second wait of findBy* queries.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling and logs an error on every call; tests that care spy on it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Restore first: a test may have replaced localStorage with one that throws.
  vi.restoreAllMocks();
  localStorage.clear();
});
