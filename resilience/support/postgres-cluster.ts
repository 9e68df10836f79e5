// A private PostgreSQL cluster in a temporary folder, which a check may stop and start again
// without touching the machine's shared server (other tests use it).
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

const BIN = process.env.RESILIENCE_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresCluster {
  url: string;
  start: () => void;
  stop: () => void;
  remove: () => void;
}

export function createCluster(port: number): PostgresCluster {
  const dir = mkdtempSync(path.join(tmpdir(), "lineup-pg-"));
  const data = path.join(dir, "data");
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const asRoot = userInfo().uid === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(BIN, tool);
    execFileSync(
      asRoot ? "runuser" : command,
      asRoot ? ["-u", "postgres", "--", command, ...args] : args,
      { stdio: "pipe", cwd: dir },
    );
  };
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}
