import { useState } from "react";
import { Button } from "@web/components/ui/button";

type RecoveryCodesProps = { codes: string[]; onDone: () => void };

/** The ten recovery codes, shown this once: copy them, download them, then carry on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [status, setStatus] = useState("");
  const text = `Lineup recovery codes (each works once):\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Codes copied.");
    } catch {
      setStatus("Copying is not allowed here: select the codes and copy them, or download them.");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "lineup-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
    setStatus("Codes downloaded.");
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="alert">
        <h3 className="text-lg font-bold text-zinc-950">Save your recovery codes</h3>
        <p className="mt-1 text-zinc-600">
          Two-step verification is on. If you lose your phone, each of these codes signs you in
          once. They are shown only now.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-zinc-100 p-4 font-mono text-base text-zinc-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
      <p role="status" className="text-sm text-zinc-700">
        {status}
      </p>
    </div>
  );
}
