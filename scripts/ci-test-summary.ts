import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Sums Vitest's JSON reports of one CI run into the closing line CI reads: 'tests: N passed, N failed'.
const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/ci-test-summary.ts <report-dir>');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
