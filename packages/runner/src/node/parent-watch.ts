/**
 * A runner process (supervisor.ts) must never outlive the server that forked it: each holds a
 * loaded js-slang (about 200 MB), and a leaked one may keep running a student's endless loop.
 *
 * - The IPC channel closes when the server exits or is killed (even with kill -9): 'disconnect'.
 * - That event is emitted once, and a server killed while this process was still loading (tsx, the
 *   supervisor module) closed the channel before anyone listened: so the channel's state is also
 *   checked once the listener is in place. (Such processes were found alive hours later.)
 * - As a last resort the server's pid is polled: `process.ppid` is read once at start-up in Node 20,
 *   so it cannot show the reparenting; `process.kill(pid, 0)` tells whether the server still exists.
 *
 * `end` must end the process unconditionally: see endNow.
 */
export function endWithParent(end: () => void, pollMs = 1000): void {
  const parent = process.ppid;
  process.on('disconnect', end);
  if (!process.connected) end();
  const poll = setInterval(() => {
    if (!isAlive(parent)) end();
  }, pollMs);
  poll.unref();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else (not our server, whose pid was reused).
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Ends this process at once, worker thread and all. `process.exit` first stops and joins the worker
 * thread, which a program stuck in native code or in a long garbage collection can delay without
 * bound; there is nothing to flush (stdio is ignored, no files are open), so SIGKILL loses nothing.
 */
export function endNow(): void {
  process.kill(process.pid, 'SIGKILL');
}
