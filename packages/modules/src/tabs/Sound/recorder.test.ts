import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleOutput, RecordingData } from '../../protocol';
import { BEEP, fitted, MicrophoneRecorder, type RecorderDevices } from './recorder';
import { resampledLength } from './recorderDevices';

/** Fake devices on vitest's fake clock: what happened, and when (ms since the test began). */
function fakes(options: { refuse?: boolean; decodedSeconds?: number } = {}) {
  const events: string[] = [];
  const at = () => Date.now();
  const start = at();
  const stream = {} as MediaStream;
  const devices: RecorderDevices = {
    openMicrophone: vi.fn(() =>
      options.refuse ? Promise.reject(new Error('Permission denied')) : Promise.resolve(stream),
    ),
    capture() {
      events.push(`capture@${at() - start}`);
      return {
        stop: async () => {
          events.push(`stop@${at() - start}`);
          return new Blob(['x']);
        },
      };
    },
    beep(frequency, seconds) {
      events.push(`beep ${frequency} ${seconds}@${at() - start}`);
    },
    decode: async () => new Float32Array(Math.round((options.decodedSeconds ?? 0.5) * 44_100)).fill(0.5),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const delivered: { module: string; data: RecordingData }[] = [];
  const reports: string[] = [];
  const recorder = new MicrophoneRecorder({
    devices,
    deliver: (module, data) => delivered.push({ module, data }),
    report: (text) => reports.push(text),
  });
  return { recorder, devices, events, delivered, reports };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MicrophoneRecorder', () => {
  it('waits the buffer, beeps, records for the duration, beeps, and sends exactly duration × 44,100 samples', async () => {
    const { recorder, events, delivered } = fakes({ decodedSeconds: 0.53 });
    const output: ModuleOutput = { module: 'sound', kind: 'record', id: 1, durationMs: 500, bufferMs: 200 };
    recorder.receive([output]);
    recorder.receive([output]); // acted on once
    await vi.advanceTimersByTimeAsync(2000);
    expect(events).toEqual(['beep 1200 0.1@200', 'capture@300', 'stop@800', 'beep 1200 0.1@800']);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.module).toBe('sound');
    expect(delivered[0]?.data.recording).toBe(1);
    expect(delivered[0]?.data.samples).toHaveLength(22_050);
  });

  it("records until the matching 'record-stop', for the module that asked", async () => {
    const { recorder, events, delivered } = fakes();
    const record: ModuleOutput = {
      module: 'stereo_sound',
      kind: 'record',
      id: 3,
      durationMs: null,
      bufferMs: 0,
    };
    recorder.receive([record]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([`beep ${BEEP.frequency} ${BEEP.seconds}@0`, 'capture@100']);
    recorder.receive([record, { module: 'sound', kind: 'record-stop', id: 3 }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toHaveLength(2);
    recorder.receive([
      record,
      { module: 'sound', kind: 'record-stop', id: 3 },
      { module: 'stereo_sound', kind: 'record-stop', id: 3 },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(events.slice(2)).toEqual(['stop@1100', 'beep 1200 0.1@1100']);
    expect(delivered.map((d) => [d.module, d.data.recording, d.data.samples.length])).toEqual([
      ['stereo_sound', 3, 22_050],
    ]);
  });

  it('asks for the microphone at init_record and says so in the REPL when refused', async () => {
    const { recorder, devices, reports, delivered } = fakes({ refuse: true });
    recorder.receive([{ module: 'sound', kind: 'record-permission' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(devices.openMicrophone).toHaveBeenCalledTimes(1);
    expect(reports).toEqual(['Recording: the microphone is not available (Permission denied)']);
    recorder.receive([{ module: 'sound', kind: 'record', id: 1, durationMs: 100, bufferMs: 0 }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(devices.openMicrophone).toHaveBeenCalledTimes(2);
    expect(delivered).toEqual([]);
  });

  it('drops a recording whose run is gone (its output no longer listed)', async () => {
    const { recorder, delivered, events } = fakes();
    recorder.receive([{ module: 'sound', kind: 'record', id: 1, durationMs: 1000, bufferMs: 0 }]);
    await vi.advanceTimersByTimeAsync(500);
    recorder.receive([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(events).toEqual(['beep 1200 0.1@0', 'capture@100', 'stop@500']);
    expect(delivered).toEqual([]);
  });
});

describe('resampling', () => {
  it('has duration × 44,100 samples, and fitted pads or cuts to a length', () => {
    expect(resampledLength({ duration: 2 })).toBe(88_200);
    expect(resampledLength({ duration: 0.25 })).toBe(11_025);
    expect([...fitted(new Float32Array([1, 2, 3]), 2)]).toEqual([1, 2]);
    expect([...fitted(new Float32Array([1, 2]), 4)]).toEqual([1, 2, 0, 0]);
  });
});
