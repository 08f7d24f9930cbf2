import { Tag } from '@blueprintjs/core';
import { CloudUploadIcon, WarningSignIcon } from '@blueprintjs/icons';
import styles from './offline.module.css';
import { LISTING_CONFLICT, LISTING_WAITING } from './texts';

/** A listing card's word that answers to its assessment wait on this device (or need a choice). */
export function WaitingTag({ waiting }: { waiting: { waiting: number; conflicts: number } | undefined }) {
  if (!waiting) return null;
  const conflict = waiting.conflicts > 0;
  // Blueprint's Tag passes no role: the status is its wrapper.
  return (
    <span role="status" className={styles.tag}>
      <Tag
        minimal
        intent={conflict ? 'danger' : 'warning'}
        icon={conflict ? <WarningSignIcon /> : <CloudUploadIcon />}
      >
        {conflict ? LISTING_CONFLICT : LISTING_WAITING}
      </Tag>
    </span>
  );
}
