import autocannon from 'autocannon';
import { discardBodies } from './discard-bodies';
import { percentile } from './run-autocannon';

/** An open-loop run: requests go out at a fixed rate whether or not the server keeps up. */
export interface OverloadOptions {
  /** Requests per second across all connections. */
  rate: number;
  connections: number;
  durationSec: number;
  headers?: Record<string, string>;
}

/** What came back, by status. */
export interface OverloadResult {
  sent: number;
  statusCodes: Record<string, number>;
  /** Response latencies (ms) by status: p50, p99, max. */
  latencyByStatus: Record<string, { p50: number; p99: number; max: number }>;
  /**
   * The server's own time on each answer (its Server-Timing header), by status: a slow server and
   * a client that could not send or read in time look alike in the latencies above.
   */
  serverTimeByStatus: Record<string, { p50: number; p99: number; max: number }>;
  /** 503 answers that carried a Retry-After header. */
  retryAfter: number;
  errors: number;
  timeouts: number;
  achievedRate: number;
}

/** Sends `paths` in turn at `options.rate` and records every answer's status, time and Retry-After. */
export function runOverload(
  baseUrl: string,
  paths: readonly string[],
  options: OverloadOptions,
): Promise<OverloadResult> {
  const times = new Map<number, number[]>();
  const serverTimes = new Map<number, number[]>();
  let retryAfter = 0;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(paths[0]!, baseUrl).href,
        connections: options.connections,
        overallRate: options.rate,
        duration: options.durationSec,
        headers: options.headers,
        // A queued request is part of the result: give it time rather than count it as lost.
        timeout: 30,
        // Only statuses and headers are read: keeping bodies would measure the generator.
        setupClient: discardBodies,
        requests: [
          {
            setupRequest: (request) => {
              const path = paths[next]!;
              next = (next + 1) % paths.length;
              return { ...request, path };
            },
            onResponse: (status, _body, _context, headers) => {
              const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
              if (status === 503 && names.includes('retry-after')) retryAfter++;
              const timing = headerValue(headers, 'server-timing');
              const dur = Number(/dur=([\d.]+)/.exec(timing ?? '')?.[1]);
              if (Number.isFinite(dur)) record(serverTimes, status, dur);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          sent: result.requests.sent,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
          ),
          latencyByStatus: summarise(times),
          serverTimeByStatus: summarise(serverTimes),
          retryAfter,
          errors: result.errors,
          timeouts: result.timeouts,
          achievedRate: result.requests.average,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      record(times, status, ms);
    });
  });
}

function record(by: Map<number, number[]>, status: number, ms: number) {
  const list = by.get(status) ?? [];
  if (list.length === 0) by.set(status, list);
  list.push(ms);
}

function summarise(by: Map<number, number[]>): OverloadResult['latencyByStatus'] {
  const summary: OverloadResult['latencyByStatus'] = {};
  for (const [status, list] of by) {
    const sorted = Float64Array.from(list).sort();
    summary[status] = {
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted[sorted.length - 1] ?? 0),
    };
  }
  return summary;
}

// autocannon hands an answer's headers as an object by name, in the case the server sent.
function headerValue(headers: Record<string, unknown> | undefined, name: string) {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return String(value);
  }
  return undefined;
}
