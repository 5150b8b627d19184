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

/**
 * The bare route's served answers/s at `result`'s place in the run. The bare route is measured
 * first and again last; a target measured between them is judged against the two weighed by its
 * position, so a machine that slows down (or speeds up) over the minutes of a run does not read
 * as a change of the targets measured late. With one bare measurement, that one. 0 with none.
 */
export function baselineAt(results: readonly TargetResult[], result: TargetResult): number {
  const bare = results.filter((r) => r.baseline);
  const first = bare[0];
  const last = bare.at(-1);
  if (!first || !last) return 0;
  const from = results.indexOf(first);
  const to = results.indexOf(last);
  const at = results.indexOf(result);
  if (to <= from || at < 0) return servedPerSec(first);
  const weight = Math.min(1, Math.max(0, (at - from) / (to - from)));
  return servedPerSec(first) * (1 - weight) + servedPerSec(last) * weight;
}

/** Served answers/s as a share of the bare route's at its place in the run (`baselineAt`). */
export function shareOfBaseline(results: readonly TargetResult[], result: TargetResult): number {
  const baseline = baselineAt(results, result);
  return baseline === 0 ? 0 : servedPerSec(result) / baseline;
}

/** The share of the baseline as a percentage, for the table. */
export function ratioToBaseline(results: readonly TargetResult[], result: TargetResult): string {
  if (result.baseline) return 'baseline';
  if (baselineAt(results, result) === 0) return 'n/a';
  return `${(shareOfBaseline(results, result) * 100).toFixed(1)}%`;
}

export function formatTable(results: TargetResult[]): string {
  const rows = results.map((result) => [
    result.name,
    result.path,
    result.requestsPerSec.toFixed(0),
    result.latencyMs.p50.toFixed(2),
    result.latencyMs.p95.toFixed(2),
    result.latencyMs.p99.toFixed(2),
    String(result.non2xx),
    String(result.errors + result.timeouts),
    ratioToBaseline(results, result),
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
