import { Alert, Button } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ASSIGN_CONFIRM, ASSIGN_EFFECT, ASSIGN_ENTRIES, assignQuestion } from './texts';

/**
 * Ground Control's contest action on an assessment with voting features: (re)assign the contest
 * entries to its voters, after a confirmation (old votes are dropped). `assign` makes the call.
 */
export function AssignEntriesButton({ title, assign }: { title: string; assign(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon={<PeopleIcon />}
        aria-label={`${ASSIGN_ENTRIES} of ${title}`}
        title={ASSIGN_ENTRIES}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent="warning"
        confirmButtonText={ASSIGN_CONFIRM}
        cancelButtonText="Cancel"
        onConfirm={() => {
          setAsking(false);
          assign();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{assignQuestion(title)}</p>
        <p>{ASSIGN_EFFECT}</p>
      </Alert>
    </>
  );
}
