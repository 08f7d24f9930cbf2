import { describe, expect, it, vi } from 'vitest';
import type { Execution } from '../execution';
import { createWorkspaceStore } from '../state';
import { asksToRecord, recorderOptions } from './recording';

describe('the page records for sound modules', () => {
  it('loads the recorder only for outputs that ask to record', () => {
    expect(asksToRecord([{ module: 'sound', kind: 'stop' }])).toBe(false);
    expect(asksToRecord([{ module: 'sound', kind: 'record-permission' }])).toBe(true);
    expect(
      asksToRecord([{ module: 'stereo_sound', kind: 'record', id: 1, durationMs: null, bufferMs: 0 }]),
    ).toBe(true);
  });

  it('sends samples to the module through the execution and failures to the REPL', () => {
    const store = createWorkspaceStore({ output: [{ kind: 'result', text: '1' }] });
    const sendToModule = vi.fn();
    const options = recorderOptions(store, { sendToModule } as unknown as Execution);
    const samples = new Float32Array(2);
    options.deliver('sound', { recording: 1, samples });
    expect(sendToModule).toHaveBeenCalledWith('sound', { recording: 1, samples });
    options.report('Recording: the microphone is not available (Permission denied)');
    expect(store.getState().output).toEqual([
      { kind: 'result', text: '1' },
      { kind: 'error', text: 'Recording: the microphone is not available (Permission denied)' },
    ]);
  });
});
