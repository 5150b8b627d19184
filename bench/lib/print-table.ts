import type { TargetResult } from './run-autocannon';

const columns = [
  'target',
  'path',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  'served vs bare',
];

/**
 * Answers/s that were served (2xx): a refusal is quick to send and would otherwise count as
 * throughput, so a target that sheds most of its load could look faster than one serving it all.
 */
export function servedPerSec(result: TargetResult): number {
  const answered = result.requests + result.errors + result.timeouts;
  if (answered === 0) return 0;
  return result.requestsPerSec * Math.max(0, (result.requests - result.non2xx) / answered);
}

/** Served answers/s as a share of the baseline's, the figure that survives a noisy machine. */
export function shareOfBaseline(result: TargetResult, baseline: TargetResult | undefined): number {
  if (!baseline || baseline.requestsPerSec === 0) return 0;
  return servedPerSec(result) / servedPerSec(baseline);
}

/** The share of the baseline as a percentage, for the table. */
export function ratioToBaseline(result: TargetResult, baseline: TargetResult | undefined): string {
  if (result.baseline) return 'baseline';
  if (!baseline || baseline.requestsPerSec === 0) return 'n/a';
  return `${(shareOfBaseline(result, baseline) * 100).toFixed(1)}%`;
}

export function formatTable(results: TargetResult[]): string {
  const baseline = results.find((result) => result.baseline);
  const rows = results.map((result) => [
    result.name,
    result.path,
    result.requestsPerSec.toFixed(0),
    result.latencyMs.p50.toFixed(2),
    result.latencyMs.p95.toFixed(2),
    result.latencyMs.p99.toFixed(2),
    String(result.non2xx),
    String(result.errors + result.timeouts),
    ratioToBaseline(result, baseline),
  ]);
  const widths = columns.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  // Text columns read left to right; figures align on the right so digits line up.
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(columns), rule, ...rows.map(format)].join('\n');
}
