// Waits until the server's outbox has delivered everything it holds (polling the table, with a
// deadline), so a check counts e-mails only once they had every chance to arrive.
import { withPostgres } from "./verify-writes";

export interface OutboxState {
  total: number;
  unsent: number;
  waitedMs: number;
}

export async function waitForOutbox(databaseUrl: string, timeoutMs: number): Promise<OutboxState> {
  const started = Date.now();
  return withPostgres(databaseUrl, async (query) => {
    for (;;) {
      const [row] = await query(
        "select count(*)::int as total, count(*) filter (where sent_at is null)::int as unsent from outbox_emails",
      );
      const state = {
        total: Number(row?.total),
        unsent: Number(row?.unsent),
        waitedMs: Date.now() - started,
      };
      if (state.unsent === 0 || Date.now() - started > timeoutMs) return state;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}
