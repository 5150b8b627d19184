// The sync's progress on a terminal: one line redrawn per source. Off a TTY (CI, logs) it prints
// nothing; the structured logs carry the same facts.
import type { SourceSyncResult, SyncProgress } from './sync-job';

const WIDTH = 24;

export function progressBar(stream: NodeJS.WriteStream): SyncProgress {
  if (!stream.isTTY) return {};
  const draw = (done: number, total: number, label: string) => {
    const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
    stream.write(
      `\r\x1b[2K[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} ${label}`,
    );
  };
  return {
    start: (source, index, total) => draw(index, total, `pulling ${source}…`),
    done: (result: SourceSyncResult, index, total) => {
      draw(index + 1, total, `${result.source} ${result.ok ? 'done' : 'failed'}`);
      if (index + 1 === total) stream.write('\n');
    },
  };
}
