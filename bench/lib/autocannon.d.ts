// The slice of autocannon 8's API the benchmarks use; @types/autocannon is not a dependency.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface RequestSpec extends Request {
      /** Called before each send; returns the request to send (autocannon rebuilds it). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      /** Called with every answer to this request; headers as a name → value object. */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers?: Record<string, string>,
      ) => void;
    }

    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      /** Stop after this many requests instead of after `duration`. */
      amount?: number;
      /** Requests per second across all connections (open loop). */
      overallRate?: number;
      timeout?: number;
      requests?: RequestSpec[];
      /** Called with each connection's client once, before its first request (workers: a path). */
      setupClient?: ((client: Client) => void) | string;
    }

    /** One connection; only the internals the benchmarks reach into are named. */
    interface Client extends EventEmitter {
      /** Its requests in flight; `addBody` appends a chunk of the current answer to its body. */
      pipelinedRequests?: { addBody?: (chunk: Buffer) => void };
    }

    /** hdr-histogram summary; percentiles are p0_001 … p99_999 (no p95). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total?: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      [percentile: `p${string}`]: number;
    }

    interface Result {
      url: string;
      connections: number;
      pipelining: number;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
