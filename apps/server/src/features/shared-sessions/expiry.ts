import type { FastifyBaseLogger } from 'fastify';
import type { Rooms } from './rooms';
import type { SessionStore } from './store';

const DAY_MS = 86_400_000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** When a session last active before this time has expired. */
export function idleSince(now: Date, idleDays: number): Date {
  return new Date(now.getTime() - idleDays * DAY_MS);
}

/**
 * Deletes sessions nobody has edited or joined for the configured idle time. Sessions with a
 * socket in this process are marked active first, so one that is open somewhere (every process
 * sweeps, and marks its own) is never taken away under its users.
 */
export class SessionExpiry {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      store: SessionStore;
      rooms: Rooms;
      idleDays: number;
      now: () => Date;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Sweeps once (the server starts with expired sessions gone), then every hour. */
  async start(): Promise<void> {
    await this.sweepLogged();
    this.timer = setInterval(() => void this.sweepLogged(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One sweep; answers how many sessions were deleted. */
  async sweep(): Promise<number> {
    const { store, rooms, idleDays, now } = this.options;
    const live = rooms.liveIds();
    await store.touch(live);
    return store.deleteIdle(idleSince(now(), idleDays), live);
  }

  private async sweepLogged(): Promise<void> {
    try {
      const deleted = await this.sweep();
      if (deleted > 0) this.options.log.info({ deleted }, 'expired idle shared sessions');
    } catch (error) {
      this.options.log.error({ err: error }, 'could not expire idle shared sessions');
    }
  }
}
