import { Tag } from '@blueprintjs/core';
import { CloudUploadIcon, WarningSignIcon } from '@blueprintjs/icons';
import styles from './offline.module.css';
import { LISTING_CONFLICT, LISTING_WAITING } from './texts';

/** A listing card's word that answers to its assessment wait on this device (or need a choice). */
export function WaitingTag({ waiting }: { waiting: { waiting: number; conflicts: number } | undefined }) {
  if (!waiting) return null;
  const conflict = waiting.conflicts > 0;
  return (
    <Tag
      role="status"
      minimal
      intent={conflict ? 'danger' : 'warning'}
      icon={conflict ? <WarningSignIcon /> : <CloudUploadIcon />}
      className={styles.tag}
    >
      {conflict ? LISTING_CONFLICT : LISTING_WAITING}
    </Tag>
  );
}
