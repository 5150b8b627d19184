// Settings every benchmark reads from the environment (README: BENCH_DATA, BENCH_DURATION).

/** BENCH_DATA: `bench` seeds ten times the demo catalogue (the data set the bars are set on). */
export function dataSizeFromEnv(): 'demo' | 'bench' {
  const raw = process.env.BENCH_DATA || 'demo';
  if (raw !== 'demo' && raw !== 'bench') {
    throw new Error(`BENCH_DATA must be demo or bench, got "${raw}"`);
  }
  return raw;
}

/** BENCH_DURATION: seconds per measured run (default 10). */
export function durationFromEnv(): number {
  const raw = process.env.BENCH_DURATION ?? '10';
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  }
  return seconds;
}
