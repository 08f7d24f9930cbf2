import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import {
  NO_RECORDING_FOUND,
  type PlaybackData,
  SOURCECAST_DESCRIPTION_MAX,
  SOURCECAST_TITLE_MAX,
  SOURCECAST_UID_PATTERN,
  UPLOADED_SUCCESSFULLY,
} from '@sa/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotifier } from '../../app/toaster';
import { callErrorText } from '../../lib/callErrors';
import { useSourcereelEndpoints } from './api';

/** Spec 2 section 9: upload messages stay 2000 ms. */
const UPLOAD_TOAST_MS = 2000;

export const UID_RULE = 'The UID may hold only letters, digits, - and _ (at most 64 characters).';

/** The recording as the dialog uploads it; null when there is none. */
export interface Recording {
  audio: Blob;
  playbackData: PlaybackData;
}

export interface UploadDialogProps {
  courseId: number;
  isOpen: boolean;
  onClose(): void;
  recording(): Recording | null;
  /** After the server took it: forget the kept recording and go to the sourcecasts. */
  onUploaded(): Promise<void> | void;
}

/**
 * Sourcereel's upload (spec 2 sections 3 and 5): Title (required), Description and an optional
 * UID checked as it is typed. A failed upload shows the server's reason and keeps the recording.
 */
export function UploadDialog({ courseId, isOpen, onClose, recording, onUploaded }: UploadDialogProps) {
  const notifier = useNotifier();
  const { upload } = useSourcereelEndpoints();
  const ids = { title: useId(), description: useId(), uid: useId(), uidHelp: useId() };
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [uid, setUid] = useState('');
  const uploading = useMutation({
    mutationFn: upload,
    onSuccess: async () => {
      notifier.show(UPLOADED_SUCCESSFULLY, { intent: 'success', timeout: UPLOAD_TOAST_MS });
      await onUploaded();
    },
    onError: (error) => {
      const message = callErrorText(error);
      if (message) notifier.show(message);
    },
  });

  const uidProblem = uid !== '' && !SOURCECAST_UID_PATTERN.test(uid);
  const titleMissing = title.trim() === '';

  const submit = () => {
    if (titleMissing || uidProblem) return;
    const made = recording();
    if (!made) {
      notifier.show(NO_RECORDING_FOUND, { intent: 'warning', timeout: UPLOAD_TOAST_MS });
      return;
    }
    uploading.mutate({ courseId, title: title.trim(), description, uid, ...made });
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Upload sourcecast" icon={<UploadIcon />}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <FormGroup label="Title" labelFor={ids.title} labelInfo="(required)">
            <InputGroup
              id={ids.title}
              value={title}
              required
              maxLength={SOURCECAST_TITLE_MAX}
              onValueChange={setTitle}
            />
          </FormGroup>
          <FormGroup label="Description" labelFor={ids.description}>
            <TextArea
              id={ids.description}
              value={description}
              maxLength={SOURCECAST_DESCRIPTION_MAX}
              fill
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup
            label="UID"
            labelFor={ids.uid}
            labelInfo="(optional)"
            intent={uidProblem ? 'danger' : 'none'}
            helperText={
              <span id={ids.uidHelp}>{uidProblem ? UID_RULE : 'Leave it empty for a generated one.'}</span>
            }
          >
            <InputGroup
              id={ids.uid}
              value={uid}
              intent={uidProblem ? 'danger' : 'none'}
              aria-invalid={uidProblem}
              aria-describedby={ids.uidHelp}
              onValueChange={setUid}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text="Upload"
                disabled={titleMissing || uidProblem}
                loading={uploading.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
