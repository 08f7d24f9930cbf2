import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Runner processes end with the server that started them (parent-watch.ts) and on SIGTERM. The
 * "server" is fixtures/runner-host.ts, which starts runners through createNodeSession exactly as the
 * grader does. Deadlines are generous: a loaded machine may take seconds to start or end a process,
 * and only the outcome (no runner left) is asserted, never how long it took.
 */
const HOST = fileURLToPath(new URL('./fixtures/runner-host.ts', import.meta.url));
const LATE_WATCH = fileURLToPath(new URL('./fixtures/late-watch.ts', import.meta.url));
const DEADLINE_MS = 60_000;

const hosts: ChildProcess[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.kill('SIGKILL');
});

/** Starts the stand-in server and resolves once it printed `mode` (its runners are started). */
async function startHost(mode: 'loading' | 'busy'): Promise<ChildProcess> {
  const host = spawn(process.execPath, ['--import', 'tsx', HOST, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  hosts.push(host);
  let out = '';
  host.stdout?.setEncoding('utf8');
  host.stdout?.on('data', (chunk: string) => {
    out += chunk;
  });
  await waitFor(() => out.includes(`${mode}\n`), `the host to print ${mode}`);
  return host;
}

/** Pids of the live children of `parent` (ps works on Linux and macOS alike). */
function childrenOf(parent: number): number[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, ppid]) => ppid === parent)
    .map(([pid]) => pid ?? 0)
    .filter(isRunning);
}

/** False once the process is gone, or only a zombie waiting for a pid 1 that may never reap it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false; // ESRCH
  }
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
    return !state.trim().startsWith('Z');
  } catch {
    return false; // ended between the two checks
  }
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function killHost(host: ChildProcess): Promise<void> {
  const exited = once(host, 'exit');
  host.kill('SIGKILL');
  await exited;
}

describe('runner processes never outlive their server', () => {
  it('a process that starts watching after its channel closed ends at once', async () => {
    const child = fork(LATE_WATCH, [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
    hosts.push(child);
    const exited = once(child, 'exit');
    await once(child, 'message');
    child.disconnect();
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  }, 180_000);

  it.each([
    ['a runner runs an endless loop', 'busy'],
    ['they are still starting up', 'loading'],
  ] as const)(
    'end when the server is killed with SIGKILL while %s',
    async (_, state) => {
      const host = await startHost(state);
      const runners = childrenOf(host.pid ?? 0);
      expect(runners.length).toBeGreaterThanOrEqual(1);
      await killHost(host);
      await waitFor(() => runners.every((pid) => !isRunning(pid)), `runners ${runners} to end`);
      expect(runners.filter(isRunning)).toEqual([]);
    },
    180_000,
  );

  it('end on SIGTERM, the busy one and the idle one alike', async () => {
    const host = await startHost('busy');
    const runners = childrenOf(host.pid ?? 0);
    expect(runners.length).toBeGreaterThanOrEqual(1);
    for (const pid of runners) process.kill(pid, 'SIGTERM');
    await waitFor(() => runners.every((pid) => !isRunning(pid)), `runners ${runners} to end`);
    expect(runners.filter(isRunning)).toEqual([]);
  }, 180_000);
});
