import { Alert, Switch } from '@blueprintjs/core';
import { useState } from 'react';

/**
 * 'Force update' of an assessment upload: switching it on asks first, since an assessment students
 * have answered is then changed in place. Ground Control's upload and the mission editor's share it.
 */
export function ForceUpdateSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(next: boolean): void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Switch
        label="Force update"
        checked={checked}
        onChange={(e) => (e.currentTarget.checked ? setAsking(true) : onChange(false))}
      />
      <Alert
        isOpen={asking}
        intent="warning"
        confirmButtonText="Yes"
        cancelButtonText="No"
        onConfirm={() => {
          setAsking(false);
          onChange(true);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>Are you sure you want to force update?</p>
        <p>
          If the course already has this assessment and students have answered it, it is updated in place:
          questions are matched by position and keep their answers.
        </p>
      </Alert>
    </>
  );
}
