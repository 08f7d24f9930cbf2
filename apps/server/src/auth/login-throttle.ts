import type { LoginThrottleConfig } from '../config';

interface Window {
  failures: number;
  startedAt: number;
}

/**
 * Counts failed logins per client IP in a fixed window that starts at the first failure. Once
 * `maxFailures` is reached, logins from that IP are refused until the window has passed, which
 * makes guessing test codes or OAuth codes slow. In memory: each server counts on its own, an
 * accepted weakness until there is a shared store (several servers multiply the allowance).
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(ip: string): boolean {
    const window = this.current(ip);
    return window !== undefined && window.failures >= this.config.maxFailures;
  }

  recordFailure(ip: string): void {
    const window = this.current(ip);
    if (window) window.failures += 1;
    else this.windows.set(ip, { failures: 1, startedAt: this.now() });
    if (this.windows.size > 10_000) this.prune();
  }

  recordSuccess(ip: string): void {
    this.windows.delete(ip);
  }

  private current(ip: string): Window | undefined {
    const window = this.windows.get(ip);
    if (window && this.now() - window.startedAt >= this.config.windowSeconds * 1000) {
      this.windows.delete(ip);
      return undefined;
    }
    return window;
  }

  /** Bounds memory when many addresses fail once and never come back. */
  private prune(): void {
    for (const ip of [...this.windows.keys()]) this.current(ip);
  }
}

export const TOO_MANY_FAILED_LOGINS = 'Too many failed login attempts. Please try again later.';
