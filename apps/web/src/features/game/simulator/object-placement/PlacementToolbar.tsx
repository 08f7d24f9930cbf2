import { Alert, Button, ButtonGroup } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { CursorMode } from '@sa/domain';
import { useState } from 'react';
import {
  CANCEL,
  CURSOR_MODES,
  ERASE_ALL,
  ERASE_ALL_QUESTION,
  PRINT_COORDINATES,
  TOOLBAR_LABEL,
} from './texts';

const MODES = Object.keys(CURSOR_MODES) as CursorMode[];

export interface PlacementToolbarProps {
  mode: CursorMode;
  onMode(mode: CursorMode): void;
  onPrint(): void;
  /** Called only once the user has confirmed. */
  onEraseAll(): void;
}

/**
 * The cursor modes as toggle buttons (the current one pressed), then the two actions: 'Print
 * coordinates', and 'Erase all', which asks first (spec 3 section 5).
 */
export function PlacementToolbar({ mode, onMode, onPrint, onEraseAll }: PlacementToolbarProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div role="toolbar" aria-label={TOOLBAR_LABEL}>
      <ButtonGroup vertical fill>
        {MODES.map((key) => (
          <Button
            key={key}
            text={CURSOR_MODES[key]}
            active={mode === key}
            aria-pressed={mode === key}
            onClick={() => onMode(key)}
          />
        ))}
        <Button text={PRINT_COORDINATES} onClick={onPrint} />
        <Button text={ERASE_ALL} intent="danger" onClick={() => setAsking(true)} />
      </ButtonGroup>
      <Alert
        isOpen={asking}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText={ERASE_ALL}
        cancelButtonText={CANCEL}
        onConfirm={() => {
          setAsking(false);
          onEraseAll();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{ERASE_ALL_QUESTION}</p>
      </Alert>
    </div>
  );
}
