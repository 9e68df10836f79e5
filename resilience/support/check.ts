// The contract between the resilience runner and each check module in resilience/checks/.

/** One line of the summary table: a check, what it measured, and whether it held. */
export interface CheckRow {
  /** e.g. "load: server errors" */
  check: string;
  /** the measured figure, with its unit: "0", "p99 84 ms", "412 journeys" */
  figure: string;
  pass: boolean;
  /** why it failed, or what the figure means */
  note?: string;
}

/** How long and how hard the checks run: `full` for the figures, `ci` for a shorter run. */
export interface Profile {
  name: "full" | "ci";
  /** load: concurrent simulated people and seconds of load */
  loadPeople: number;
  loadSeconds: number;
  /** SMTP outage and PostgreSQL outage, in seconds */
  smtpOutageSeconds: number;
  postgresOutageSeconds: number;
  /** fast-check runs per endpoint */
  fuzzRuns: number;
}

export const PROFILES: Record<Profile["name"], Profile> = {
  full: {
    name: "full",
    loadPeople: 100,
    loadSeconds: 60,
    smtpOutageSeconds: 60,
    postgresOutageSeconds: 20,
    fuzzRuns: 200,
  },
  ci: {
    name: "ci",
    loadPeople: 30,
    loadSeconds: 15,
    smtpOutageSeconds: 10,
    postgresOutageSeconds: 8,
    fuzzRuns: 40,
  },
};

export interface CheckContext {
  profile: Profile;
  /** the PostgreSQL server the checks create their own databases in */
  postgresAdminUrl: string;
  redisUrl: string;
  /** print progress (goes to stderr so the table stays clean) */
  log: (message: string) => void;
}

export interface ResilienceCheck {
  /** short name used by RESILIENCE_ONLY=name1,name2 */
  name: string;
  run: (ctx: CheckContext) => Promise<CheckRow[]>;
}
