import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { settingsApi } from "./settings-api";
import { SettingsSection, StatusLine } from "./settings-section";

/** Hands the browser a file to save, made here from the downloaded JSON. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: freed a while later, not at once.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Your data: a copy of everything Lineup holds about you, as a JSON file. */
export function DataSection({ onProblem }: { onProblem: (error: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  async function download() {
    setBusy(true);
    setStatus("");
    try {
      const data = await settingsApi.exportData();
      saveFile(
        `lineup-data-${data.exportedAt.slice(0, 10)}.json`,
        JSON.stringify({ data }, null, 2),
      );
      setStatus("Your data has been downloaded.");
    } catch (error) {
      onProblem(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      id="data"
      title="Your data"
      intro="Download a copy of everything Lineup holds about you: your account, your profile with your prices, links to your photos and videos, your sessions and sign-in providers, as one JSON file."
    >
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" loading={busy} onClick={() => void download()}>
          Download my data
        </Button>
        <StatusLine>{status}</StatusLine>
      </div>
    </SettingsSection>
  );
}
