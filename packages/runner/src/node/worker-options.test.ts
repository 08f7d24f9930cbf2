import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeSession } from './index';
import {
  DEFAULT_WORKER_LIMITS,
  RUNNER_NICENESS,
  runnerProcessOptions,
  workerOptions,
} from './worker-options';

const SECRET_NAME = 'SA_RUNNER_TEST_SECRET';

afterEach(() => {
  delete process.env[SECRET_NAME];
});

interface ProbeReport {
  env: Record<string, string>;
  argv: string[];
  execArgv: string[];
}

/** Starts a worker exactly as the Node host does, but with an entry that reports what it sees. */
async function probe(): Promise<ProbeReport> {
  const worker = new Worker(
    new URL('./fixtures/env-probe.mjs', import.meta.url),
    workerOptions(DEFAULT_WORKER_LIMITS),
  );
  try {
    const [report] = (await once(worker, 'message')) as [ProbeReport];
    return report;
  } finally {
    await worker.terminate();
  }
}

describe('what a Node worker holds', () => {
  it('sees none of the host environment, arguments or loader flags', async () => {
    process.env[SECRET_NAME] = 'postgres://admin:hunter2@db/prod';
    const report = await probe();
    expect(report.env).toEqual({});
    expect(JSON.stringify(report)).not.toContain('hunter2');
    expect(report.execArgv).toEqual([]);
    expect(report.argv.slice(2)).toEqual([]);
  });

  it('neither does the runner process that hosts the worker', async () => {
    process.env[SECRET_NAME] = 'postgres://admin:hunter2@db/prod';
    const child = fork(
      fileURLToPath(new URL('./fixtures/env-probe.mjs', import.meta.url)),
      ['4', '32'],
      runnerProcessOptions(),
    );
    const [report] = (await once(child, 'message')) as [ProbeReport];
    child.kill();
    expect(report.env).toEqual({});
    expect(report.execArgv).toEqual([]);
    expect(report.argv.slice(2)).toEqual(['4', '32']);
  });

  it('a worker without the empty env would see it (the probe can fail)', async () => {
    process.env[SECRET_NAME] = 'visible';
    const worker = new Worker(new URL('./fixtures/env-probe.mjs', import.meta.url));
    const [report] = (await once(worker, 'message')) as [ProbeReport];
    await worker.terminate();
    expect(report.env[SECRET_NAME]).toBe('visible');
  });

  it('still loads js-slang through tsx with an empty environment', async () => {
    process.env[SECRET_NAME] = 'x';
    const session = createNodeSession();
    try {
      await session.whenReady();
      expect(await session.run('1 + 1;', { chapter: 1, variant: 'default', execTimeMs: 1000 })).toMatchObject(
        {
          status: 'finished',
          value: '2',
        },
      );
    } finally {
      session.dispose();
    }
  });
});

/** Field 19 of /proc/<pid>/task/<tid>/stat is the thread's niceness (after the ')' of its name). */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

function runnerProcessesOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('runner-process-entry')
        );
      } catch {
        return false; // ended meanwhile
      }
    });
}

describe.runIf(existsSync('/proc/self/task'))('the priority of student programs', () => {
  it('runs the runner process and its worker thread below the server', async () => {
    const session = createNodeSession();
    try {
      await session.whenReady();
      const runners = runnerProcessesOf(process.pid);
      expect(runners.length).toBeGreaterThan(0);
      for (const pid of runners) {
        const niceness = threadNiceness(pid);
        // The main thread and every thread it started after lowering itself, the worker among them.
        expect(niceness.filter((n) => n === RUNNER_NICENESS).length).toBeGreaterThanOrEqual(2);
      }
      expect(threadNiceness(process.pid)[0]).toBeLessThan(RUNNER_NICENESS);
    } finally {
      session.dispose();
    }
  });
});
