import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { ReceivedMail } from "@lineup/test-kit";

/** The test SMTP server's inbox on disk, shared by global setup (writer) and journeys (readers). */
export function resetMailDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

let sequence = 0;
export function writeMail(dir: string, mail: ReceivedMail): void {
  sequence++;
  const file = path.join(dir, `${Date.now()}-${String(sequence).padStart(6, "0")}.json`);
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.partial`, JSON.stringify(mail));
  renameSync(`${file}.partial`, file);
}

export function readMails(dir: string, to: string): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to === to.toLowerCase());
}
