import { Classes } from '@blueprintjs/core';

/**
 * A red count of unread notifications; nothing when there are none. Drawn with Blueprint's tag
 * classes (its Tag component does not pass a role or a label through).
 */
export function NotificationBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} unread notification${count === 1 ? '' : 's'}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`${Classes.TAG} ${Classes.ROUND} ${Classes.INTENT_DANGER}`}
    >
      {count}
    </span>
  );
}
