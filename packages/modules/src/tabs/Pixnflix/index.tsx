// The served tab (tabs/Pixnflix.js) for the reference frontend, which runs programs on the page:
// the module's state is right there, so each frame goes to its filterFrame directly.
import type { ModuleOutput, ModuleState, VideoFrame, VideoSettings } from '../../protocol';
import type { VideoFilterOutcome } from './outcome';
import VideoTabView from './VideoTabView';

/** The part of the reference frontend's debugger context this tab reads. */
interface DebuggerContext {
  context: { moduleContexts: Record<string, { state: unknown } | undefined> };
}

function videoState(dc: DebuggerContext): ModuleState | null {
  const state = dc.context.moduleContexts.pix_n_flix?.state as Partial<ModuleState> | null | undefined;
  return state && Array.isArray(state.outputs) ? (state as ModuleState) : null;
}

/** The settings of the program's last `start()`, or null for the defaults. */
export function lastVideoSettings(outputs: readonly ModuleOutput[]): VideoSettings | null {
  for (let i = outputs.length - 1; i >= 0; i--) {
    const output = outputs[i];
    if (output?.kind === 'video') return output.settings;
  }
  return null;
}

/** Runs the state's filter on a frame and reports it as the runner would. */
export function filterWithState(state: ModuleState | null, frame: VideoFrame): Promise<VideoFilterOutcome> {
  if (!state?.filterFrame) return Promise.resolve({ status: 'skipped' });
  try {
    return Promise.resolve({ status: 'filtered', frame: state.filterFrame(frame) });
  } catch (error) {
    return Promise.resolve({ status: 'error', text: errorText(error) });
  }
}

/** js-slang's errors explain themselves; anything else thrown shows its message. */
function errorText(error: unknown): string {
  const explain =
    typeof error === 'object' && error !== null ? (error as { explain?: unknown }).explain : undefined;
  if (typeof explain === 'function') return `Error: ${String(explain.call(error))}`;
  return error instanceof Error ? `Error: ${error.message}` : String(error);
}

export default {
  toSpawn: () => true,
  body: (dc: DebuggerContext) => {
    const state = videoState(dc);
    return (
      <VideoTabView
        settings={lastVideoSettings(state?.outputs ?? [])}
        filter={(frame) => filterWithState(videoState(dc), frame)}
      />
    );
  },
  label: 'PixNFlix Live Feed',
  iconName: 'mobile-video',
};
