import { liveEventSchema, type LiveEvent } from "@lineup/shared";
import { z } from "zod";

/** Where live events live in Redis when the app is given no prefix (tests give their own). */
export const DEFAULT_LIVE_PREFIX = "lineup:live:";

/** The one pub/sub channel every instance publishes on and listens to. */
export const liveChannel = (prefix: string) => `${prefix}events`;

const relaySchema = z.object({
  /** The instance that published: it delivered to its own pages already and skips its echo. */
  from: z.string(),
  userIds: z.array(z.string()),
  event: liveEventSchema,
});
export type RelayMessage = z.infer<typeof relaySchema>;

/** What goes on the channel (also what the bench publishes, as another instance would). */
export function encodeRelay(from: string, userIds: readonly string[], event: LiveEvent): string {
  return JSON.stringify({
    from,
    userIds,
    event: { type: event.type, offerId: event.offerId },
  });
}

/** A message of the channel, or null when it is not one of ours (ignored, never thrown). */
export function decodeRelay(text: string): RelayMessage | null {
  try {
    const parsed = relaySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
