import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import type { Question } from '@sa/contracts';
import type { QueuedAnswer, QueuedSave } from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { RouteCaller } from '../../../api/call';
import { formatDate } from '../../../lib/formatDate';
import { queuedSaveEndpoints } from '../api';
import styles from './offline.module.css';
import { copyInAssessment } from './sender';
import {
  CONFLICT_TEXT,
  CONFLICT_TITLE,
  conflictQuestion,
  KEEP_MINE,
  LOADING_SERVER,
  MINE_LABEL,
  NO_ANSWER_YET,
  SERVER_LABEL,
  SERVER_UNREACHABLE,
  USE_SERVERS,
} from './texts';

export interface ServerVersion {
  answer: QueuedAnswer | null;
  lastModifiedAt: string | null;
}

export interface ConflictDialogProps {
  entry: QueuedSave;
  call: RouteCaller;
  onKeepMine(server: ServerVersion): void;
  onUseServers(server: ServerVersion): void;
}

/**
 * A queued answer whose server copy changed meanwhile (issue 26): both versions side by side -
 * the one saved on this device and the server's, read afresh - and the student chooses. Nothing
 * is sent, and nothing dropped, until they do.
 */
export default function ConflictDialog({ entry, call, onKeepMine, onUseServers }: ConflictDialogProps) {
  const server = useQuery({
    queryKey: ['offline-conflict', entry.userId, entry.courseId, entry.questionId, entry.editedAt],
    queryFn: async () => {
      const assessment = await queuedSaveEndpoints(call, entry.courseId).assessment(entry.assessmentId);
      const index = assessment.questions.findIndex((q) => q.id === entry.questionId);
      const copy = copyInAssessment(assessment, entry);
      return { title: assessment.title, index, question: assessment.questions[index], copy };
    },
  });
  const copy = server.data?.copy ?? null;

  return (
    <Dialog
      isOpen
      title={CONFLICT_TITLE}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className={styles.dialog}
    >
      <DialogBody>
        <p>{CONFLICT_TEXT}</p>
        {server.data ? (
          <p className={Classes.TEXT_MUTED}>{conflictQuestion(server.data.title, server.data.index)}</p>
        ) : null}
        <div className={styles.versions}>
          <Version
            label={MINE_LABEL}
            time={entry.editedAt}
            answer={entry.answer}
            question={server.data?.question}
          />
          {copy ? (
            <Version
              label={SERVER_LABEL}
              time={copy.lastModifiedAt}
              answer={copy.answer}
              question={server.data?.question}
            />
          ) : server.isError ? (
            <Callout intent="warning" className={styles.version}>
              {SERVER_UNREACHABLE}
              <Button text="Try again" onClick={() => void server.refetch()} />
            </Callout>
          ) : (
            <div className={styles.version}>
              <Spinner size={20} aria-label={LOADING_SERVER} />
            </div>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={USE_SERVERS} disabled={!copy} onClick={() => copy && onUseServers(copy)} />
            <Button
              intent="primary"
              text={KEEP_MINE}
              disabled={!copy}
              onClick={() => copy && onKeepMine(copy)}
            />
          </>
        }
      />
    </Dialog>
  );
}

/** One version: a region named for where it is kept, with its time and the answer as text. */
function Version(props: {
  label: string;
  time: string | null;
  answer: QueuedAnswer | null;
  question: Question | undefined;
}) {
  const id = useId();
  const { label, time, answer, question } = props;
  return (
    <section aria-labelledby={id} className={styles.version}>
      <h4 id={id} className={styles.versionTitle}>
        {label}
      </h4>
      {time ? <div className={Classes.TEXT_MUTED}>{formatDate(time)}</div> : null}
      <pre className={styles.answer}>{answerText(answer, question)}</pre>
    </section>
  );
}

/** Code as it is; a choice by its text; votes one per line. */
export function answerText(answer: QueuedAnswer | null, question: Question | undefined): string {
  if (answer === null) return NO_ANSWER_YET;
  if (typeof answer === 'string') return answer === '' ? NO_ANSWER_YET : answer;
  if (typeof answer === 'number') {
    const choices = question?.type === 'mcq' ? question.choices : [];
    const index = choices.findIndex((c) => c.id === answer);
    const choice = choices[index];
    return choice ? `Option ${index + 1}: ${choice.content}` : `Option ${answer + 1}`;
  }
  if (answer.length === 0) return NO_ANSWER_YET;
  return answer.map((v) => `Entry ${v.submission_id}: ${v.score ?? 'not scored'}`).join('\n');
}
