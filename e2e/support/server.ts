import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

declare module 'vitest' {
  interface ProvidedContext {
    /** A DATA_DIR the e2e global setup seeded with the demo data once (global-setup.ts). */
    demoDataTemplate: string;
  }
}

export interface StartServerOptions {
  /** Extra environment for the server; wins over the defaults below. */
  env?: Record<string, string>;
  /**
   * A DATA_DIR to start from, copied: every server gets its own copy of the demo data without
   * seeding it again (about 7 s of each start). Default: under Vitest, the e2e global setup's
   * seeded folder; elsewhere (benches) and for null, an empty folder, which the server seeds.
   */
  dataFrom?: string | null;
  /** Leave the data folder in place on stop() (the global setup keeps its seeded one). */
  keepDataDir?: boolean;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  pid: number;
  /** The server's DATA_DIR (its database, and the mail outbox when no SMTP_URL is set). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  logs(): string;
  /** SIGTERM, wait for exit (SIGKILL after 15 s), remove the data folder; resolves the exit code. */
  stop(): Promise<number | null>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The bench data set (ten times the demo) is seeded before the first ready answer: minutes of work.
const readyTimeoutMs =
  process.env.DEMO_DATA_SIZE === 'bench' || process.env.BENCH_DATA === 'bench' ? 600_000 : 150_000;
const killAfterMs = 15_000;
// Keep only the tail: a chatty server must not grow the test process without bound.
const maxLogChars = 200_000;

/** Asks the OS for a free port; the tiny window before the server binds it is acceptable here. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Vitest's own markers would make the server think it runs under a unit test, and an inherited
  // DATABASE_URL would point a throwaway run at someone's real database: callers opt in via `env`.
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'DATABASE_URL') delete env[key];
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Canonical links and Open Graph URLs must name the address the browser actually uses.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production refuses to boot without a secret; a fresh one per run suits a throwaway server.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Suites and benches send all their traffic from this machine: the per-IP global, search and
    // GraphQL budgets would refuse them (sign-in and password budgets still apply).
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    REPRISE_TEST_HOOKS: '1',
    ...extra,
  };
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A failed spawn may never emit 'exit'; without this, stop() would wait forever.
    child.once('error', () => resolve(null));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

// Only a Vitest worker can read what the global setup provided; benches import this file too.
async function seededTemplate(): Promise<string | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('demoDataTemplate');
}

export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'reprise-e2e-'));
  const dataFrom = opts.dataFrom === undefined ? await seededTemplate() : opts.dataFrom;
  if (dataFrom) await cp(dataFrom, dataDir, { recursive: true });

  const env = serverEnv(port, dataDir, opts.env ?? {});
  // Production code never registers the test-only calls: a server with them starts from the test
  // entry, which adds them to the production start.
  const entry =
    env.REPRISE_TEST_HOOKS === '1' ? 'e2e/support/test-server-main.ts' : 'apps/server/src/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const capture = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > maxLogChars) output = output.slice(-maxLogChars);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = waitForExit(child);
  // If the test run dies without calling stop(), don't leave a server holding a port and a core.
  const killOrphan = () => child.kill('SIGKILL');
  process.once('exit', killOrphan);
  void exited.then(() => process.off('exit', killOrphan));

  let stopping: Promise<number | null> | undefined;
  let ready = false;
  // A crash mid-test shows up in the browser only as "connection refused": say why, once.
  child.once('exit', (code, signal) => {
    if (!ready || stopping) return;
    process.stderr.write(
      `server at ${baseUrl} exited unexpectedly (code ${code}, signal ${signal})\n` +
        `--- server output ---\n${output || '(nothing)'}\n--- end ---\n`,
    );
  });
  const stop = (): Promise<number | null> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const code = await exited;
      clearTimeout(timer);
      if (!opts.keepDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    })();
    return stopping;
  };

  const fail = async (reason: string): Promise<never> => {
    await stop();
    const message = `${reason}\n--- server output ---\n${output || '(nothing)'}\n--- end ---`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError) return fail(`server failed to spawn: ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      return fail(
        `server exited before ready (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    }
    if (await isReady(baseUrl)) break;
    if (Date.now() > deadline) {
      return fail(`server not ready within ${readyTimeoutMs / 1000} s at ${baseUrl}/api/ready`);
    }
    await sleep(250);
  }

  ready = true;
  return { baseUrl, port, pid: child.pid ?? -1, dataDir, logs: () => output, stop };
}
