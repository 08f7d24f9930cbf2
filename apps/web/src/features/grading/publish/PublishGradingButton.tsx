import { Alert, Button } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import {
  PUBLISH_EFFECT,
  PUBLISH_GRADING,
  publishQuestion,
  UNPUBLISH_EFFECT,
  UNPUBLISH_GRADING,
  unpublishQuestion,
} from './texts';
import { usePublishGrading } from './usePublishGrading';

export interface PublishGradingButtonProps {
  submissionId: number;
  /** 'Mission 1 by Stu Dent': names the submission in the button's label and the question asked. */
  about: string;
  isGradingPublished: boolean;
  /** canPublishGrading of the submission: the server would refuse otherwise. */
  enabled: boolean;
  /** Small and plain in a table row; in a control bar it stands out as the page's main action. */
  compact?: boolean;
}

/**
 * 'Publish grading' or, once published, 'Unpublish grading' for one submission, asked for
 * confirmation first: the student sees (or stops seeing) the grading at once.
 */
export function PublishGradingButton(props: PublishGradingButtonProps) {
  const { submissionId, about, isGradingPublished, enabled, compact = false } = props;
  const setPublished = usePublishGrading();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const publish = !isGradingPublished;
  const text = publish ? PUBLISH_GRADING : UNPUBLISH_GRADING;

  const confirm = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await setPublished(submissionId, publish);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={compact ? 'small' : 'medium'}
        variant="minimal"
        intent={compact ? 'none' : 'primary'}
        icon={publish ? <EyeOpenIcon /> : <EyeOffIcon />}
        text={text}
        aria-label={`${text} ${about}`}
        disabled={!enabled}
        loading={busy}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent={publish ? 'primary' : 'warning'}
        confirmButtonText={publish ? 'Publish' : 'Unpublish'}
        cancelButtonText="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{publish ? publishQuestion(about) : unpublishQuestion(about)}</p>
        <p>{publish ? PUBLISH_EFFECT : UNPUBLISH_EFFECT}</p>
      </Alert>
    </>
  );
}
