import type { ModuleOutput, VideoFrame, VideoSettings } from '@sa/modules/protocol';
import { lastVideoSettings } from '@sa/modules/tabs/Pixnflix/index';
import VideoTabView from '@sa/modules/tabs/Pixnflix/VideoTabView';
import { useCallback } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';

// The selector returns the output's own settings object, so the view restarts only on a new start().
const selectSettings = (state: { moduleOutputs: readonly ModuleOutput[] }): VideoSettings | null =>
  lastVideoSettings(state.moduleOutputs);

/**
 * The Video Display tab's body: the last `start()`'s settings (or the defaults under the PIXNFLIX
 * library), every frame filtered in the runner's worker. When a filter fails the feed stops (and
 * the execution has put its error line in the REPL).
 */
export default function VideoDisplay() {
  const { store, execution } = useWorkspace();
  const settings = useStore(store, selectSettings);
  const filter = useCallback((frame: VideoFrame) => execution.filterVideoFrame(frame), [execution]);
  // The execution writes a failed filter's error line to the REPL; the view stops the feed.
  return <VideoTabView settings={settings} filter={filter} />;
}
