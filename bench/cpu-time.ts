import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from Linux's /proc, to say where a machine's cores went during a load run: a process's
 * main thread apart from its other threads (a Node server's event loop against its worker threads),
 * and the whole machine (everything else: PostgreSQL, this load generator, other programs).
 * Figures are in ms; on a system without /proc they are NaN.
 */
const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on (getconf CLK_TCK)

/** utime + stime of one /proc/.../stat line; the command name may contain spaces and parentheses. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line are 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export interface ProcessCpu {
  mainMs: number;
  otherThreadsMs: number;
}

export function processCpu(pid: number): ProcessCpu {
  try {
    let mainMs = 0;
    let otherThreadsMs = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const ms = statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
      if (tid === String(pid)) mainMs += ms;
      else otherThreadsMs += ms;
    }
    return { mainMs, otherThreadsMs };
  } catch {
    return { mainMs: Number.NaN, otherThreadsMs: Number.NaN };
  }
}

export interface MachineCpu {
  busyMs: number;
  idleMs: number;
}

/** All cores together, since boot. */
export function machineCpu(): MachineCpu {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const busy = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0) - idle;
    return { busyMs: busy * TICK_MS, idleMs: idle * TICK_MS };
  } catch {
    return { busyMs: Number.NaN, idleMs: Number.NaN };
  }
}

/**
 * CPU of every live process with this command name (e.g. 'postgres': the server and its backends).
 * A process that ended between two readings drops out, so keep connections open across them.
 */
export function commandCpuMs(command: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name === command) total += statCpuMs(stat);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/**
 * CPU of the live child processes of `parent` (the runner processes that grade student code), all
 * their threads together. Like commandCpuMs, a child that ended between two readings drops out.
 */
export function childrenCpuMs(parent: number): number {
  let total = 0;
  for (const ms of childrenCpuByPid(parent).values()) total += ms;
  return total;
}

/** The same, per child: pid -> CPU ms, to follow one runner process apart from its spare. */
export function childrenCpuByPid(parent: number): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) byPid.set(Number(name), statCpuMs(stat));
    } catch {
      // ended meanwhile
    }
  }
  return byPid;
}
