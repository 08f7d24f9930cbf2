import type { ModuleOutput } from '@sa/modules/protocol';
import type { MicrophoneRecorder } from '@sa/modules/recording';
import { useEffect, useRef } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { Execution } from '../execution';
import type { WorkspaceStore } from '../state';

const RECORDING_KINDS: readonly ModuleOutput['kind'][] = ['record-permission', 'record', 'record-stop'];

export const asksToRecord = (outputs: readonly ModuleOutput[]) =>
  outputs.some((output) => RECORDING_KINDS.includes(output.kind));

/** Where the page's recorder sends its results: samples to the module, failures to the REPL. */
export function recorderOptions(store: WorkspaceStore, execution: Execution) {
  return {
    deliver: (module: string, data: unknown) => execution.sendToModule(module, data),
    report: (text: string) => store.setState((s) => ({ output: [...s.output, { kind: 'error', text }] })),
  };
}

/**
 * `init_record`, `record` and `record_for` ask the page to record (the program's worker has no
 * microphone): this hands every change of the outputs to the page's recorder, loaded (with its
 * Web Audio code) once a program first asked, and from then on told of every change so a
 * recording whose run is gone is dropped.
 */
export function useMicrophoneRecording(): void {
  const { store, execution } = useWorkspace();
  const outputs = useStore(store, (s) => s.moduleOutputs);
  const recorder = useRef<Promise<MicrophoneRecorder> | null>(null);
  useEffect(() => {
    if (!recorder.current && !asksToRecord(outputs)) return;
    recorder.current ??= import('@sa/modules/recording').then((loaded) =>
      loaded.createBrowserRecorder(recorderOptions(store, execution)),
    );
    void recorder.current.then((loaded) => loaded.receive(outputs));
  }, [outputs, store, execution]);
}
