import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/** Writes a run's figures to bench/results/<prefix><timestamp>.json and says where. */
export async function writeResults(
  prefix: string,
  data: unknown,
  at = new Date(),
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = `${resultsDir}${prefix}${at.toISOString().replace(/[:.]/g, '-')}.json`;
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${file}`);
  return file;
}

/** Runs a benchmark's main and sets the exit code from it (1 on a crash). */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
