import { SCREEN_PAGES_FILE, type ScreenPages } from "@lineup/shared";

let files: ScreenPages["files"] | undefined;
let pending: Promise<void> | undefined;

/**
 * The build's list of each screen's files (docs/decisions/0040), fetched once, after the first
 * screen: a first load already has its screen's files linked in the page the server sent. A
 * failed download is tried again on the next navigation. Development serves modules unbundled.
 */
function loadScreenFiles(): void {
  if (!import.meta.env.PROD) return;
  pending ??= fetch(`/${SCREEN_PAGES_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<ScreenPages>) : undefined))
    .then((pages) => {
      files = pages?.files;
    })
    .catch(() => {
      pending = undefined;
    });
}

/**
 * Links the chunks of the screen at `path` ("*": the not-found screen), and every chunk they
 * import, as `modulepreload`, so they download at once rather than one after another: before the
 * router imports the screen, or earlier, when a screen knows where it leads. Asked before the
 * list has arrived, it links them when it does.
 */
export function preloadScreen(path: string): void {
  loadScreenFiles();
  if (files) linkFiles(path);
  else void pending?.then(() => linkFiles(path));
}

function linkFiles(path: string): void {
  for (const file of files?.[path] ?? files?.["*"] ?? []) {
    if (document.querySelector(`link[href="${file}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.appendChild(link);
  }
}
