// Logins as fast as the server takes them, from many addresses (people), each account used at
// most `perAccount` times so the per-address limit never answers instead of the password check.
import { expectStatus, percentile, TEST_PASSWORD } from "@lineup/test-kit";
import { freshIp } from "./http";
import { KeepAliveClient } from "./keep-alive-client";

export interface FloodResult {
  /** Successful logins per second. */
  rate: number;
  p99: number;
  failures: number;
}

export class LoginFlood {
  private next = 0;

  constructor(
    private readonly base: string,
    private readonly emails: string[],
    private readonly perAccount = 9,
  ) {}

  /** How many more logins the accounts allow. */
  get remaining(): number {
    return this.emails.length * this.perAccount - this.next;
  }

  async run(seconds: number, connections = 16): Promise<FloodResult> {
    const latencies: number[] = [];
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    const url = new URL(this.base);
    const person = () => new KeepAliveClient(url.hostname, Number(url.port), freshIp());
    const worker = async () => {
      let client = person();
      try {
        for (let n = 0; performance.now() < deadline; n++) {
          // A new address every 50 logins keeps each under the per-IP limit of sign-in.
          if (n % 50 === 49) {
            client.close();
            client = person();
          }
          if (this.remaining <= 0) throw new Error("login flood ran out of accounts");
          const email = this.emails[this.next++ % this.emails.length]!;
          // No cookie is sent: each login is another person, not a second login of one browser.
          const begun = performance.now();
          const answer = await client.post("/api/auth/local/signIn", url.origin, {
            email,
            password: TEST_PASSWORD,
          });
          latencies.push(performance.now() - begun);
          if (answer.status !== 200) {
            failures++;
            if (failures === 1) expectStatus({ ...answer, text: answer.body }, 200, "sign-in");
          }
        }
      } finally {
        client.close();
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;
    return {
      rate: (latencies.length - failures) / elapsed,
      p99: percentile(latencies, 99),
      failures,
    };
  }
}
