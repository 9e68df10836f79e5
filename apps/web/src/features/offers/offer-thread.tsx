import type { OfferThreadMessage } from "@lineup/shared";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { byWords, formatDateTime } from "./offer-labels";
import { MessageComposer } from "./message-composer";

type OfferThreadProps = {
  offerId: string;
  messages: OfferThreadMessage[];
  /** Operators read the thread; they do not write in it. */
  canWrite: boolean;
};

/** How close to the end (px) still counts as reading the newest messages. */
const NEAR_END = 48;

/**
 * The offer's messages, oldest first, and the composer. The list stays scrolled to the newest
 * message unless the person scrolled up to read; a message from the other side is announced
 * (a polite live region), since it arrives without anyone pressing anything.
 */
export function OfferThread({ offerId, messages, canWrite }: OfferThreadProps) {
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useLayoutEffect(() => {
    const list = listRef.current;
    const newest = messages.at(-1);
    if (list && (atEnd.current || newest?.mine)) list.scrollTop = list.scrollHeight;
  }, [messages]);

  useEffect(() => {
    // The first reading is the page itself, not news.
    if (seen.current) {
      const arrived = messages.filter((message) => !seen.current!.has(message.id) && !message.mine);
      if (arrived.length === 1) {
        setAnnouncement(`New message from ${arrived[0]!.authorName}: ${arrived[0]!.body}`);
      } else if (arrived.length > 1) {
        setAnnouncement(`${arrived.length} new messages`);
      }
    }
    seen.current = new Set(messages.map((message) => message.id));
  }, [messages]);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        Messages
      </h2>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-5 text-zinc-700">
          No messages yet. Questions about the booking go here; contact details stay hidden until
          the offer is accepted.
        </p>
      ) : (
        <ol
          ref={listRef}
          // Scrollable, so it must be reachable and named for keyboard and screen-reader users.
          tabIndex={0}
          aria-labelledby={titleId}
          onScroll={(event) => {
            const list = event.currentTarget;
            atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END;
          }}
          className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto rounded-2xl border border-zinc-200 bg-zinc-50 p-3 sm:p-4"
        >
          {messages.map((message) => (
            <li
              key={message.id}
              className={`flex max-w-[85%] flex-col gap-1 rounded-2xl px-4 py-3 ${
                message.mine
                  ? "self-end bg-accent-50 text-zinc-950"
                  : "self-start border border-zinc-200 bg-white text-zinc-950"
              }`}
            >
              <p className="text-sm font-semibold text-zinc-700">
                {message.mine ? "You" : byWords(message.from, message.authorName)} ·{" "}
                <time dateTime={message.at} className="font-normal">
                  {formatDateTime(message.at)}
                </time>
              </p>
              <p className="text-pretty break-words whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && <MessageComposer offerId={offerId} />}
    </section>
  );
}
