import autocannon from 'autocannon';
import { discardBodies } from './discard-bodies';

/** One HTTP endpoint to load. */
export interface BenchTarget {
  name: string;
  /** The path requested; with `paths`, only a label for the table. */
  path: string;
  /** Paths sent one after another, request by request (a search target's varying queries). */
  paths?: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The bare route every other target's requests/s is compared against. */
  baseline?: boolean;
  /** False skips the warm-up (default true), for targets a warm-up would distort. */
  warmUp?: boolean;
  /**
   * The load is past what the server renders: 503s (overload protection) are expected and
   * reported, not failures.
   */
  sheds?: boolean;
  /**
   * The load is past what the server renders (503s still fail it unless `sheds`): the next target
   * waits until the server answers normally again.
   */
  overloads?: boolean;
}

export interface LoadOptions {
  connections: number;
  pipelining: number;
  durationSec: number;
}

export interface TargetResult {
  name: string;
  path: string;
  baseline: boolean;
  sheds: boolean;
  durationSec: number;
  requests: number;
  /** autocannon's average of its per-second samples. */
  requestsPerSec: number;
  /** From every response's own timing (ms, sub-ms precision); autocannon reports no p95. */
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** autocannon's own summary, kept for comparison with other autocannon runs. */
  autocannon: { latencyP50: number; latencyP97_5: number; latencyP99: number };
}

/** Nearest-rank percentile over an ascending array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

function load(
  baseUrl: string,
  target: BenchTarget,
  options: LoadOptions,
  onResponse?: (ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const paths = target.paths;
    let next = 0;
    // One shared cursor over all connections: the server sees the list in order, whatever the
    // number of connections, and no two neighbouring requests repeat a query.
    const requests = paths?.length
      ? [
          {
            setupRequest: (request: autocannon.Request) => {
              const path = paths[next]!;
              next = (next + 1) % paths.length;
              return { ...request, path };
            },
          },
        ]
      : undefined;
    const instance = autocannon(
      {
        url: new URL(paths?.[0] ?? target.path, baseUrl).href,
        requests,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections: options.connections,
        pipelining: options.pipelining,
        duration: options.durationSec,
        setupClient: discardBodies,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) {
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
        onResponse(ms),
      );
    }
  });
}

/** Drives the target for a while and throws the figures away: JIT, caches and pools warm up. */
export async function warmUp(baseUrl: string, target: BenchTarget, options: LoadOptions) {
  await load(baseUrl, target, options);
}

export async function runTarget(
  baseUrl: string,
  target: BenchTarget,
  options: LoadOptions,
): Promise<TargetResult> {
  let times = new Float64Array(1 << 16);
  let count = 0;
  const record = (ms: number) => {
    if (count === times.length) {
      const grown = new Float64Array(times.length * 2);
      grown.set(times);
      times = grown;
    }
    times[count++] = ms;
  };

  const result = await load(baseUrl, target, options, record);
  const sorted = times.slice(0, count).sort();
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
  );

  return {
    name: target.name,
    path: target.path,
    baseline: target.baseline ?? false,
    sheds: target.sheds ?? false,
    durationSec: result.duration,
    requests: count,
    requestsPerSec: result.requests.average,
    latencyMs: {
      mean: round(total / Math.max(1, count)),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[count - 1] ?? Number.NaN),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    autocannon: {
      latencyP50: result.latency.p50,
      latencyP97_5: result.latency.p97_5,
      latencyP99: result.latency.p99,
    },
  };
}
