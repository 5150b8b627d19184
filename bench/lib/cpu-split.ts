// Where a benchmark's CPU went: this process (the load generator, worker threads included), each
// server copy, PostgreSQL, and everything else on the machine, from Linux's /proc counters. On a
// machine the load generator shares with the servers, a bar missed because the generator took the
// cores is the bench's fault, not the server's; this split tells the two apart.
import { readdir, readFile } from 'node:fs/promises';

// /proc counts in USER_HZ ticks, 100 a second on every Linux the benches run on.
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far by each named group, and by the whole machine. */
export interface CpuSnapshot {
  at: number;
  groups: Record<string, number>;
  /** Threads of processes in `groups`, already counted there. */
  parts: Record<string, number>;
  machineBusy: number;
  machineAll: number;
}

async function processSeconds(pid: number | string): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name and state.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function pidsNamed(name: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === name) pids.push(Number(entry));
  }
  return pids;
}

async function machineSeconds(): Promise<{ busy: number; all: number }> {
  const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((sum, t) => sum + t, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / TICKS_PER_SECOND, all: all / TICKS_PER_SECOND };
}

/**
 * A snapshot of the CPU counters: `pids` names the processes to count one by one, `threads` single
 * threads (`pid/task/tid`) shown beside their process, never counted twice.
 */
export async function cpuSnapshot(
  pids: Record<string, number>,
  threads: Record<string, string> = {},
): Promise<CpuSnapshot> {
  const groups: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) groups[name] = await processSeconds(pid);
  const parts: Record<string, number> = {};
  for (const [name, path] of Object.entries(threads)) parts[name] = await processSeconds(path);
  // Backends that exit between two snapshots take their time with them; pooled ones stay.
  let postgres = 0;
  for (const pid of await pidsNamed('postgres')) postgres += await processSeconds(pid);
  groups.postgres = postgres;
  const machine = await machineSeconds();
  return { at: Date.now(), groups, parts, machineBusy: machine.busy, machineAll: machine.all };
}

/** Each group's share of the cores between two snapshots, in cores (1.0 = one core busy). */
export function cpuBetween(from: CpuSnapshot, to: CpuSnapshot): Record<string, number> {
  const seconds = (to.at - from.at) / 1000;
  const cores: Record<string, number> = {};
  let counted = 0;
  for (const [name, used] of Object.entries(to.groups)) {
    const delta = Math.max(0, used - (from.groups[name] ?? 0));
    // A backend that exited since `from` makes the postgres sum drop: never negative.
    cores[name] = delta / seconds;
    counted += delta;
  }
  for (const [name, used] of Object.entries(to.parts)) {
    cores[name] = Math.max(0, used - (from.parts[name] ?? 0)) / seconds;
  }
  const busy = to.machineBusy - from.machineBusy;
  cores.other = Math.max(0, busy - counted) / seconds;
  cores.idle = Math.max(0, to.machineAll - from.machineAll - busy) / seconds;
  return cores;
}

/** "bench 0.62, copy1 0.55, …" for a console line. */
export function formatCores(cores: Record<string, number>): string {
  return Object.entries(cores)
    .map(([name, value]) => `${name} ${value.toFixed(2)}`)
    .join(', ');
}
