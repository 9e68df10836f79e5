// Many simulated people at once: each walks athlete journeys one after another until the time is
// up (the journey in progress then finishes), each journey with its own e-mail address and its own
// client address, as the proxy in front of the server would forward it.
import { freshEmail, type MailInbox } from "@lineup/test-kit";
import {
  makeJourneyMedia,
  runJourney,
  type Acknowledged,
  type AthleteLookups,
} from "./athlete-journey";
import { CallStats } from "./http-client";

export interface CrowdOptions {
  /** one base per person, chosen round-robin (several instances, or one) */
  bases: string[];
  appUrl: string;
  inbox: MailInbox;
  lookups: AthleteLookups;
  people: number;
  seconds: number;
  label: string;
  mailTimeoutMs?: number;
  /** called once a second while the crowd runs (for kills and outages on cue) */
  onTick?: (elapsedSeconds: number) => void | Promise<void>;
}

export interface CrowdResult {
  acks: Acknowledged[];
  stats: CallStats;
  journeys: number;
  completed: number;
  /** how journeys that did not complete ended, with counts */
  failures: Map<string, number>;
}

let clientCounter = 0;
function nextClientAddress(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export async function runCrowd(options: CrowdOptions): Promise<CrowdResult> {
  const stats = new CallStats();
  const media = await makeJourneyMedia();
  const acks: Acknowledged[] = [];
  const failures = new Map<string, number>();
  let completed = 0;
  const started = Date.now();
  const deadline = started + options.seconds * 1000;

  const person = async (index: number) => {
    const base = options.bases[index % options.bases.length]!;
    while (Date.now() < deadline) {
      const ack: Acknowledged = {
        email: freshEmail(options.label),
        serviceIds: [],
        mediaIds: [],
      };
      const outcome = await runJourney(
        {
          base,
          appUrl: options.appUrl,
          forwardedFor: nextClientAddress(),
          inbox: options.inbox,
          stats,
          lookups: options.lookups,
          media,
          ...(options.mailTimeoutMs ? { mailTimeoutMs: options.mailTimeoutMs } : {}),
        },
        ack,
      );
      // Only journeys whose sign-up the server acknowledged leave something to verify.
      if (ack.signedUp) acks.push(ack);
      if (outcome === "ok") completed++;
      else {
        const kind = outcome
          .replace(/: .*/s, "")
          .replace(/[0-9a-f-]{36}/g, "…")
          .replace(/\S+@\S+/g, "…");
        failures.set(kind, (failures.get(kind) ?? 0) + 1);
        // Someone whose call failed tries again a little later, not in a tight loop.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  let ticking = true;
  const ticker = (async () => {
    while (ticking) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (ticking) await options.onTick?.(Math.floor((Date.now() - started) / 1000));
    }
  })();
  await Promise.all(Array.from({ length: options.people }, (_, i) => person(i)));
  ticking = false;
  await ticker;
  return {
    acks,
    stats,
    journeys: completed + [...failures.values()].reduce((a, b) => a + b, 0),
    completed,
    failures,
  };
}

export function describeFailures(failures: Map<string, number>): string {
  return [...failures]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, count]) => `${count}× ${kind}`)
    .join("; ");
}
