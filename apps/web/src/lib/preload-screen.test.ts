import { ROUTES, SCREEN_PAGES_FILE, type ScreenPages } from "@lineup/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const PAGES: ScreenPages = {
  files: {
    [ROUTES.home]: ["/assets/home-page-1.js"],
    [ROUTES.login]: ["/assets/login-page-1.js", "/assets/account-1.js"],
    "*": ["/assets/not-found-page-1.js"],
  },
  pages: { [ROUTES.login]: "screens/auth-login.html", "*": "screens/other.html" },
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

async function freshModule() {
  vi.resetModules();
  return import("./preload-screen");
}

describe("preloadScreen (the build's list of each screen's files)", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubEnv("PROD", true);
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async () => Response.json(PAGES));
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.head.innerHTML = "";
  });

  it("fetches the list once, then links a screen's files, each once", async () => {
    const { preloadScreen } = await freshModule();
    // The first screen's page linked its own files already: none is linked twice.
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/home-page-1.js">';
    preloadScreen(ROUTES.home);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/${SCREEN_PAGES_FILE}`));
    preloadScreen(ROUTES.login);
    await vi.waitFor(() =>
      expect(preloaded()).toEqual(["/assets/home-page-1.js", ...PAGES.files[ROUTES.login]!]),
    );
    preloadScreen(ROUTES.login);
    preloadScreen(ROUTES.home);
    expect(preloaded()).toEqual(["/assets/home-page-1.js", ...PAGES.files[ROUTES.login]!]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asked before the list has arrived, links the files when it does", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { preloadScreen } = await freshModule();
    preloadScreen(ROUTES.login);
    expect(preloaded()).toEqual([]);
    answer(Response.json(PAGES));
    await vi.waitFor(() => expect(preloaded()).toEqual(PAGES.files[ROUTES.login]));
  });

  it("links the not-found screen's files for a path it does not list", async () => {
    const { preloadScreen } = await freshModule();
    preloadScreen("/nowhere");
    await vi.waitFor(() => {
      preloadScreen("/nowhere");
      expect(preloaded()).toEqual(["/assets/not-found-page-1.js"]);
    });
  });

  it("tries the download again on the next navigation after a failure", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    const { preloadScreen } = await freshModule();
    preloadScreen(ROUTES.login);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => {
      preloadScreen(ROUTES.login);
      expect(preloaded()).toEqual(PAGES.files[ROUTES.login]);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does nothing in development, where modules are served one by one", async () => {
    vi.stubEnv("PROD", false);
    const { preloadScreen } = await freshModule();
    preloadScreen(ROUTES.login);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
