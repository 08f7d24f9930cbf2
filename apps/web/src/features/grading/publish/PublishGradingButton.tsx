import { Alert, Button } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
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
  const publish = !isGradingPublished;
  const text = publish ? PUBLISH_GRADING : UNPUBLISH_GRADING;
  // The outcome is toasted by usePublishGrading; only the button's busy state is kept here.
  const publishing = useMutation({ mutationFn: () => setPublished(submissionId, publish) });

  const confirm = () => {
    setAsking(false);
    publishing.mutate();
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
        loading={publishing.isPending}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent={publish ? 'primary' : 'warning'}
        confirmButtonText={publish ? 'Publish' : 'Unpublish'}
        cancelButtonText="Cancel"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{publish ? publishQuestion(about) : unpublishQuestion(about)}</p>
        <p>{publish ? PUBLISH_EFFECT : UNPUBLISH_EFFECT}</p>
      </Alert>
    </>
  );
}
