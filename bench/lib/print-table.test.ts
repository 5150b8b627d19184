import { describe, expect, it } from 'vitest';
import { baselineAt, ratioToBaseline, shareOfBaseline } from './print-table';
import type { TargetResult } from './run-autocannon';

function result(name: string, requestsPerSec: number, extra: Partial<TargetResult> = {}) {
  return {
    name,
    path: `/${name}`,
    baseline: false,
    sheds: false,
    durationSec: 10,
    requests: requestsPerSec * 10,
    requestsPerSec,
    latencyMs: { mean: 1, p50: 1, p95: 1, p99: 1, max: 1 },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { '200': requestsPerSec * 10 },
    autocannon: { latencyP50: 1, latencyP97_5: 1, latencyP99: 1 },
    ...extra,
  } satisfies TargetResult;
}

describe('the baseline of a run', () => {
  it('is the one bare measurement when the run has one', () => {
    const bare = result('bare', 10_000, { baseline: true });
    const page = result('page', 2_500);
    const results = [bare, page];
    expect(baselineAt(results, page)).toBe(10_000);
    expect(shareOfBaseline(results, page)).toBe(0.25);
    expect(ratioToBaseline(results, page)).toBe('25.0%');
    expect(ratioToBaseline(results, bare)).toBe('baseline');
  });

  it('weighs the bare route measured first and last by where a target stands between them', () => {
    const first = result('bare', 12_000, { baseline: true });
    const early = result('early', 6_000);
    const late = result('late', 6_000);
    const last = result('bare, again', 9_000, { baseline: true });
    const results = [first, early, late, last];
    expect(baselineAt(results, early)).toBe(11_000);
    expect(baselineAt(results, late)).toBe(10_000);
    expect(ratioToBaseline(results, late)).toBe('60.0%');
  });

  it('counts only served answers, and has no ratio without a bare measurement', () => {
    const bare = result('bare', 10_000, { baseline: true });
    // Half of its 4,000 answers/s were 503s: 2,000 served.
    const shedding = result('shedding', 4_000, { non2xx: 20_000 });
    expect(shareOfBaseline([bare, shedding], shedding)).toBe(0.2);
    expect(ratioToBaseline([shedding], shedding)).toBe('n/a');
  });
});
