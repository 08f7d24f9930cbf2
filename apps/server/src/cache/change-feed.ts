/**
 * What the database announces on the `sa_changes` channel (migration 0001): 'user:<id>' when a
 * user's own rows change, 'all' when course-wide rows change. Anything unreadable is treated as
 * 'all', so a malformed or future payload can only cost a cache miss, never a stale read.
 */
export const CHANGES_CHANNEL = 'sa_changes';

export type Change = { scope: 'user'; userId: number } | { scope: 'all' };

export function parseChange(payload: string | undefined): Change {
  const match = payload === undefined ? null : /^user:(\d+)$/.exec(payload);
  return match?.[1] ? { scope: 'user', userId: Number(match[1]) } : { scope: 'all' };
}

/** Subscribes to a channel; resolves to an unsubscribe function. */
export type Listen = (
  channel: string,
  onPayload: (payload: string | undefined) => void,
) => Promise<() => Promise<void>>;
