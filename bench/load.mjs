// Runs one autocannon load in its own process and prints its summary as JSON on stdout.
// Usage: node bench/load.mjs <url> <connections> <seconds> [headers as JSON]
import autocannon from "autocannon";

const [url, connections = "50", seconds = "10", headers = "{}"] = process.argv.slice(2);
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: JSON.parse(headers),
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }),
);
