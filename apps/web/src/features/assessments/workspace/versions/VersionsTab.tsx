import { Button, Spinner } from '@blueprintjs/core';
import type { VersionSummary } from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WorkspaceStore } from '../../../../workspace/state';
import { useVersionEndpoints, versionKeys } from './api';
import { LOADING_VERSIONS, NO_VERSIONS } from './texts';
import { VersionName } from './VersionName';
import { VersionView } from './VersionView';
import styles from './versions.module.css';

/** When a version's content was last saved, in the reader's own time zone. */
function When({ iso }: { iso: string }) {
  const text = new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <time className={styles.when} dateTime={iso}>
      {text}
    </time>
  );
}

/**
 * The Versions side tab of a programming question (issue 16): the saved versions of the answer,
 * newest first, each with its time and name (named inline); one at a time shown beside the
 * current code, and restored into the editor from there. Restoring only changes the editor: the
 * learner saves as usual (or autosave does).
 */
export function VersionsTab(props: {
  courseId: number;
  questionId: number;
  store: WorkspaceStore;
  onRestore(content: string): void;
}) {
  const { courseId, questionId, store, onRestore } = props;
  const endpoints = useVersionEndpoints();
  const queryClient = useQueryClient();
  const listKey = versionKeys.list(courseId, questionId);
  const versions = useQuery({ queryKey: listKey, queryFn: () => endpoints.list(questionId) });
  const [viewing, setViewing] = useState<number | null>(null);

  if (!versions.data) return versions.isError ? null : <Spinner size={20} aria-label={LOADING_VERSIONS} />;
  if (versions.data.length === 0) return <p>{NO_VERSIONS}</p>;

  const rename = async (version: VersionSummary, name: string) => {
    await endpoints.name(questionId, version.id, name);
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  return (
    <div>
      <ul className={styles.list} aria-label="Saved versions">
        {versions.data.map((version) => (
          <li
            key={version.id}
            className={`${styles.item} ${viewing === version.id ? styles.selected : ''}`}
            aria-current={viewing === version.id ? 'true' : undefined}
          >
            <When iso={version.updated_at} />
            <VersionName name={version.name} onRename={(name) => rename(version, name)} />
            <Button variant="minimal" size="small" text="View" onClick={() => setViewing(version.id)} />
          </li>
        ))}
      </ul>
      {viewing !== null ? (
        <VersionView
          courseId={courseId}
          questionId={questionId}
          versionId={viewing}
          store={store}
          onRestore={(content) => {
            onRestore(content);
            setViewing(null);
          }}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
