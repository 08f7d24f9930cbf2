import { Button, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '../../../../workspace/createStore';
import type { WorkspaceStore } from '../../../../workspace/state';
import { useVersionEndpoints, versionKeys } from './api';
import { type DiffLine, lineDiff } from './lineDiff';
import { CURRENT_CODE, LOADING_VERSIONS, THIS_VERSION } from './texts';
import styles from './versions.module.css';

/** One pane: its lines, those the other pane lacks marked as removed (`del`) or added (`ins`). */
function Pane({ label, lines, mark }: { label: string; lines: DiffLine[]; mark: 'del' | 'ins' }) {
  const Mark = mark;
  return (
    <section aria-label={label} className={styles.pane}>
      <h4 className={styles.paneTitle}>{label}</h4>
      <pre className={styles.code}>
        {lines.map((line, i) =>
          line.changed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
            <Mark key={i} className={`${styles.line} ${mark === 'del' ? styles.removed : styles.added}`}>
              {line.text}
            </Mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
            <span key={i} className={styles.line}>
              {line.text}
            </span>
          ),
        )}
      </pre>
    </section>
  );
}

/**
 * A version side by side with the editor's current code, read-only, the lines that differ
 * marked on each side; Restore puts the version into the editor.
 */
export function VersionView(props: {
  courseId: number;
  questionId: number;
  versionId: number;
  store: WorkspaceStore;
  onRestore(content: string): void;
  onClose(): void;
}) {
  const { courseId, questionId, versionId, store, onRestore, onClose } = props;
  const endpoints = useVersionEndpoints();
  const version = useQuery({
    queryKey: versionKeys.one(courseId, questionId, versionId),
    queryFn: () => endpoints.get(questionId, versionId),
  });
  const current = useStore(store, (s) => s.editorValue);
  if (!version.data) return version.isError ? null : <Spinner size={20} aria-label={LOADING_VERSIONS} />;
  const content = version.data.content;
  const diff = lineDiff(content, current);
  return (
    <div className={styles.view}>
      <div className={styles.actions}>
        <Button intent="primary" text="Restore this version" onClick={() => onRestore(content)} />
        <Button variant="minimal" text="Close" onClick={onClose} />
      </div>
      <div className={styles.panes}>
        <Pane label={THIS_VERSION} lines={diff.before} mark="del" />
        <Pane label={CURRENT_CODE} lines={diff.after} mark="ins" />
      </div>
    </div>
  );
}
