import type { RecorderButton } from '@sa/domain';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { createWorkspaceStore } from '../../workspace/state';
import { useBrowserWorkspace } from '../../workspace/useBrowserWorkspace';
import { useVisualizerTabs } from '../../workspace/visualizers/useVisualizerTabs';
import { Workspace } from '../../workspace/Workspace';
import { SourcecastTable, sourcecastPath, useRefreshSourcecasts } from '../sourcecast';
import { INTRODUCTION_TAB } from './introductionTab';
import { RecordingPanel } from './RecordingPanel';
import styles from './sourcereel.module.css';
import { UploadDialog } from './UploadDialog';
import { BROWSER_PARTS, type SourcereelParts, useSourcereel } from './useSourcereel';

const FIRST_TABS = [INTRODUCTION_TAB];

/**
 * /courses/:courseId/sourcereel (spec 2 "Sourcereel", staff and admins): record a lesson as voice
 * plus everything done in the shared workspace, then upload it as a sourcecast. The recording is
 * kept in the browser until it is uploaded, so a reload or a failed upload loses nothing.
 */
export default function SourcereelPage({ parts = BROWSER_PARTS }: { parts?: SourcereelParts }) {
  const courseId = Number(useParams().courseId);
  const navigate = useNavigate();
  const refreshList = useRefreshSourcecasts(courseId);
  const [store] = useState(() => createWorkspaceStore());
  const { handle, envModel, notifier } = useBrowserWorkspace(store);
  const sideTabs = useVisualizerTabs(store, envModel, FIRST_TABS);
  const { session, snapshot, microphone, restored } = useSourcereel(handle, notifier, parts);
  const [uploading, setUploading] = useState(false);

  const onButton = (button: RecorderButton, previewMs: number) => {
    const actions: Record<RecorderButton, () => unknown> = {
      Record: () => session.record(),
      Pause: () => session.pause(),
      'Record Pause': () => session.recordPause(),
      Resume: () => session.resume(),
      'Resume Here': () => session.resumeHere(previewMs),
      Stop: () => session.stop(),
      Upload: () => setUploading(true),
      Reset: () => session.reset(),
    };
    void Promise.resolve()
      .then(actions[button])
      .catch((error: unknown) =>
        notifier.show(`${button} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  };

  const recording = useCallback(
    () => (session.hasRecording() ? { audio: session.wav(), playbackData: session.playbackData() } : null),
    [session],
  );

  const onUploaded = async () => {
    setUploading(false);
    await session.uploaded();
    await refreshList();
    await navigate(`/courses/${courseId}/sourcecast`);
  };

  return (
    <main className={styles.page} aria-label="Sourcereel">
      <RecordingPanel
        status={snapshot.recorder.status}
        busy={snapshot.busy || !restored}
        canRecord={microphone === 'ready'}
        microphoneMissing={microphone === 'missing'}
        elapsedMs={() => session.elapsedMs()}
        preview={snapshot.preview}
        onButton={onButton}
      />
      <div className={styles.workspace}>
        <Workspace handle={handle} sideTabs={sideTabs} />
      </div>
      <div className={styles.table}>
        <SourcecastTable
          courseId={courseId}
          canDelete
          onSelect={(cast) => void navigate(sourcecastPath(courseId, cast.uid))}
        />
      </div>
      <UploadDialog
        courseId={courseId}
        isOpen={uploading}
        onClose={() => setUploading(false)}
        recording={recording}
        onUploaded={onUploaded}
      />
    </main>
  );
}
