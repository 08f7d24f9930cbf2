import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { AssessmentOverview } from '@sa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotifier } from '../../app/toaster';
import {
  DATE_FORMAT_HINT,
  formatDateString,
  MAX_YEAR,
  MIN_YEAR,
  parseDateString,
} from '../../lib/dateString';

export type DateField = 'openAt' | 'closeAt';

const FIELD_LABEL: Record<DateField, string> = { openAt: 'Open date', closeAt: 'Close date' };
/** Spec 2 section 9: upload and date messages stay 2000 ms. */
const DATE_TOAST_MS = 2000;

export interface DateChangeDialogProps {
  assessment: AssessmentOverview;
  field: DateField;
  onClose(): void;
  /** Sends both dates; resolves to whether the server took them. */
  save(dates: { openAt: string; closeAt: string }): Promise<boolean>;
}

/**
 * The date change prompt (spec 2 section 5, "Date change"), saved with Save or Enter. An empty
 * text cannot be saved; an unreadable one is replaced by the current date, with the spec's toast,
 * and that date is sent only when the user saves again, so a typo never moves a deadline unseen.
 */
export function DateChangeDialog({ assessment, field, onClose, save }: DateChangeDialogProps) {
  const notifier = useNotifier();
  const inputId = useId();
  const initial = formatDateString(new Date(assessment[field]));
  const [text, setText] = useState(initial);
  const saving = useMutation({
    mutationFn: save,
    // A refusal keeps the prompt open (the grid's action has toasted the server's reason).
    onSuccess: (saved) => {
      if (saved) onClose();
    },
  });

  const onSave = () => {
    const parsed = parseDateString(text);
    if (parsed.kind === 'empty') {
      notifier.show('No date and time selected!', { intent: 'warning', timeout: DATE_TOAST_MS });
      return;
    }
    if (parsed.kind === 'invalid') {
      // The field now holds the current date; nothing is sent until the user saves that.
      notifier.show('Failed to parse date string! Defaulting to current date.', {
        intent: 'warning',
        timeout: DATE_TOAST_MS,
      });
      setText(formatDateString(new Date()));
      return;
    }
    const chosen = parsed.date.toISOString();
    const dates =
      field === 'openAt'
        ? { openAt: chosen, closeAt: assessment.closeAt }
        : { openAt: assessment.openAt, closeAt: chosen };
    saving.mutate(dates);
  };

  const label = FIELD_LABEL[field];
  return (
    <Dialog isOpen onClose={onClose} title={`${label} of ${assessment.title}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <DialogBody>
          <FormGroup
            label={label}
            labelFor={inputId}
            helperText={`Format: ${DATE_FORMAT_HINT}, e.g. 2026-11-25 04:00:00 +08:00. Years ${MIN_YEAR} to ${MAX_YEAR}.`}
          >
            <InputGroup
              id={inputId}
              value={text}
              autoFocus
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={saving.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
