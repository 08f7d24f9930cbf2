import { Classes } from '@blueprintjs/core';

/**
 * A red count of unread notifications; nothing when there are none. Drawn with Blueprint's tag
 * classes (its Tag component does not pass a role or a label through).
 */
export function NotificationBadge({ count, texts = [] }: { count: number; texts?: readonly string[] }) {
  if (count <= 0) return null;
  // What the notifications say (spec 1 section 8), once each, after the count.
  const said = [...new Set(texts)];
  const countText = `${count} unread notification${count === 1 ? '' : 's'}`;
  const label = said.length > 0 ? `${countText}: ${said.join(' ')}` : countText;
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
