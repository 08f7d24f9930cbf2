import { Callout, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { Sourcecast } from '@sa/contracts';
import { hasRoleAtLeast } from '@sa/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAccessContext } from '../../app/area-rules/useAccessContext';
import { createWorkspaceStore } from '../../workspace/state';
import { useBrowserWorkspace } from '../../workspace/useBrowserWorkspace';
import { useVisualizerTabs } from '../../workspace/visualizers/useVisualizerTabs';
import { Workspace } from '../../workspace/Workspace';
import { useSourcecasts } from './api';
import { introductionTab } from './player/IntroductionTab';
import { PlayerBar } from './player/PlayerBar';
import { parsePlayback } from './player/parsePlayback';
import { useSourcecastPlayer } from './player/useSourcecastPlayer';
import styles from './sourcecast.module.css';
import { sourcecastPath } from './table/rows';
import { SourcecastTable } from './table/SourcecastTable';
import {
  AUDIO_FAILED,
  BAD_PLAYBACK_DATA,
  NOT_FOUND_DESCRIPTION,
  NOTHING_LOADED,
  notFoundTitle,
} from './texts';

/**
 * /courses/:courseId/sourcecast/:uid? (spec 2 "Sourcecast"): the shared workspace replaying a
 * recorded lesson in time with its audio, the player bar, and the course's sourcecasts. The uid in
 * the address is the recording shown, so a shared link opens it and the table's Title sets it.
 */
export default function SourcecastPage() {
  const courseId = Number(useParams().courseId);
  const uid = useParams().uid ?? null;
  const navigate = useNavigate();
  const canDelete = hasRoleAtLeast(useAccessContext().role, 'staff');
  const list = useSourcecasts(courseId);

  const [store] = useState(() => createWorkspaceStore());
  const { handle, envModel } = useBrowserWorkspace(store);
  const audio = useRef<HTMLAudioElement | null>(null);
  const player = useSourcecastPlayer(handle, audio);

  const chosen: Sourcecast | null = (uid && list.data?.find((cast) => cast.uid === uid)) || null;
  const playback = useMemo(() => (chosen ? parsePlayback(chosen.playbackData) : null), [chosen]);
  const [audioFailed, setAudioFailed] = useState(false);

  // A new recording: the workspace shows its start and waits for the audio's duration.
  useEffect(() => {
    setAudioFailed(false);
    if (playback) player.load(playback);
    else player.unload();
  }, [player, playback]);

  let notice = null;
  if (uid && list.data && !chosen) {
    notice = (
      <NonIdealState icon={<SearchIcon />} title={notFoundTitle(uid)} description={NOT_FOUND_DESCRIPTION} />
    );
  } else if (chosen && !playback) {
    notice = <Callout intent="danger">{BAD_PLAYBACK_DATA}</Callout>;
  } else if (audioFailed) {
    notice = <Callout intent="danger">{AUDIO_FAILED}</Callout>;
  } else if (!uid) {
    notice = <Callout>{NOTHING_LOADED}</Callout>;
  }

  const playable = chosen && playback ? chosen : null;
  const firstTabs = useMemo(() => [introductionTab(playable)], [playable]);
  const sideTabs = useVisualizerTabs(store, envModel, firstTabs);
  return (
    <main className={styles.page} aria-label="Sourcecast">
      {playable ? (
        <>
          <PlayerBar player={player} title={playable.title} />
          {/* The clock of the replay; only its metadata is fetched until Play. */}
          {/* biome-ignore lint/a11y/useMediaCaption: a recording has no captions; the code replayed in the editor is its visible part. */}
          <audio
            ref={audio}
            key={playable.uid}
            src={playable.url}
            preload="metadata"
            onLoadedMetadata={(e) => player.setDuration(e.currentTarget.duration)}
            onDurationChange={(e) => player.setDuration(e.currentTarget.duration)}
            onTimeUpdate={() => player.timeUpdated()}
            onSeeked={() => player.seeked()}
            onEnded={() => player.ended()}
            onPause={(e) => {
              // Paused by something other than the bar (the system's media keys): follow it.
              if (!e.currentTarget.ended && player.getSnapshot().status === 'playing') player.pause();
            }}
            onError={() => setAudioFailed(true)}
          />
        </>
      ) : null}
      {notice ? <div className={styles.notice}>{notice}</div> : null}
      <div className={styles.workspace}>
        <Workspace handle={handle} sideTabs={sideTabs} />
      </div>
      <div className={styles.table}>
        <SourcecastTable
          courseId={courseId}
          canDelete={canDelete}
          selectedUid={playable?.uid ?? null}
          onSelect={(cast) => void navigate(sourcecastPath(courseId, cast.uid))}
        />
      </div>
    </main>
  );
}
