import type { SourceSession } from '@sa/runner';

/**
 * A fixed number of runner sessions, each lent to one job at a time (grading stages must not
 * interleave on a session). Sessions are created on first use, so a process that never grades
 * never starts a worker.
 */
export class SessionPool {
  private readonly idle: SourceSession[] = [];
  private readonly lent = new Set<SourceSession>();
  private created = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly create: () => SourceSession,
  ) {}

  /** Sessions that could be lent now. */
  get available(): number {
    return this.closed ? 0 : this.idle.length + (this.size - this.created);
  }

  /** Creates the sessions not created yet, so their runners load before the first job. */
  warm(): void {
    while (!this.closed && this.created < this.size) {
      this.created += 1;
      this.idle.push(this.create());
    }
  }

  /** Lends a session; call only when `available` > 0. */
  acquire(): SourceSession {
    if (this.closed) throw new Error('The session pool is closed');
    let session = this.idle.pop();
    if (!session) {
      if (this.created >= this.size) throw new Error('No session available');
      this.created += 1;
      session = this.create();
    }
    this.lent.add(session);
    return session;
  }

  release(session: SourceSession): void {
    this.lent.delete(session);
    if (this.closed) session.dispose();
    else this.idle.push(session);
  }

  /**
   * Disposes every session, lent ones too: a program still running is ended at once (its job's
   * result is then not stored, and the job is claimed again after its lock expires).
   */
  close(): void {
    this.closed = true;
    for (const session of [...this.idle.splice(0), ...this.lent]) session.dispose();
    this.lent.clear();
  }
}
