import type { FastifyBaseLogger } from 'fastify';

/** What every timed task of the server is given. */
export interface PeriodicTaskOptions {
  log: FastifyBaseLogger;
  /** How often due work is looked for. Default: a minute. */
  intervalMs?: number;
}

/**
 * A task every API process runs once at start and then every `intervalMs` (the AssessmentCloser, the
 * ContestScheduler): a tick does whatever is due; a tick still running is awaited rather than
 * doubled; `stop` waits for the running tick, and subclasses check `stopped` between pieces of work.
 * Subclasses claim each piece with SKIP LOCKED, so however many processes run the task, each piece
 * is done once.
 */
export abstract class PeriodicTask<Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;
  protected stopped = false;

  protected constructor(
    private readonly schedule: PeriodicTaskOptions,
    /** Logged with the error when a tick fails; the next tick tries again. */
    private readonly failureMessage: string,
  ) {}

  start(): void {
    this.tickLogged();
    this.timer = setInterval(() => this.tickLogged(), this.schedule.intervalMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Does everything due now. */
  tick(): Promise<Result> {
    if (!this.running) {
      this.running = this.runDue().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  protected abstract runDue(): Promise<Result>;

  private tickLogged(): void {
    this.tick().catch((error: unknown) => this.schedule.log.error({ err: error }, this.failureMessage));
  }
}
