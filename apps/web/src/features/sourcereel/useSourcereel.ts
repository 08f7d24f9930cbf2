import { microphoneNotFound } from '@sa/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Notifier } from '../../app/toaster';
import type { WorkspaceHandle } from '../../workspace/context';
import { type MicrophoneInput, microphoneProblem, openMicrophone } from './audio/microphone';
import { WavRecorder } from './audio/wavRecorder';
import { type SessionSnapshot, type SessionStorage, SourcereelSession } from './session';
import { RecordingStorage, type StoredRecording } from './storage';

export type MicrophoneStatus = 'asking' | 'ready' | 'missing';

export interface Sourcereel {
  session: SourcereelSession;
  snapshot: SessionSnapshot;
  microphone: MicrophoneStatus;
  /** The kept recording has been looked for (and taken up if there was one): the buttons may act. */
  restored: boolean;
}

/** Storage as the page uses it: the session's saves, plus loading and closing. */
export interface PageStorage extends SessionStorage {
  load(): Promise<{ recording: StoredRecording; samples: Int16Array } | null>;
  close(): void;
}

/** What the page's recorder is built from; tests give fakes. */
export interface SourcereelParts {
  openMicrophone(onBlock: (frame: number, samples: Float32Array) => void): Promise<MicrophoneInput>;
  openStorage(): Promise<PageStorage | null>;
}

export const BROWSER_PARTS: SourcereelParts = {
  openMicrophone,
  openStorage: () => RecordingStorage.open().catch(() => null),
};

const SAVE_FAILED = 'The recording could not be saved in this browser';

/**
 * The page's recording session: asks for the microphone when the page opens ('Microphone not
 * found: {reason}' when it cannot), takes up a recording kept from an earlier visit, and saves the
 * recording when the page is hidden or left. Everything it opened is closed when the page goes.
 */
export function useSourcereel(
  handle: WorkspaceHandle,
  notifier: Notifier,
  parts = BROWSER_PARTS,
): Sourcereel {
  const [audio] = useState(() => new WavRecorder());
  const [session] = useState(
    () =>
      new SourcereelSession({
        handle,
        audio,
        storage: null,
        clock: () => performance.now(),
        onSaveFailed: () => notifier.show(SAVE_FAILED, { intent: 'warning' }),
      }),
  );
  const [microphone, setMicrophone] = useState<MicrophoneStatus>('asking');
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let live = true;
    let opened: PageStorage | null = null;
    void (async () => {
      const storage = await parts.openStorage();
      if (!live) return storage?.close();
      opened = storage;
      session.attachStorage(storage);
      const kept = await storage?.load().catch(() => null);
      if (!live) return;
      if (kept) session.restore(kept.recording, kept.samples);
      setRestored(true);
    })();
    const onPageHide = () => void session.save();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onPageHide);
      // The last save is queued before the storage closes.
      void session.dispose().finally(() => opened?.close());
      session.attachStorage(null);
    };
  }, [parts, session]);

  useEffect(() => {
    let live = true;
    let opened: MicrophoneInput | null = null;
    parts.openMicrophone(audio.onBlock).then(
      (input) => {
        if (!live) return void input.close();
        opened = input;
        audio.attachMicrophone(input);
        setMicrophone('ready');
      },
      (error: unknown) => {
        if (!live) return;
        setMicrophone('missing');
        notifier.show(microphoneNotFound(microphoneProblem(error)), { intent: 'warning' });
      },
    );
    return () => {
      live = false;
      void opened?.close();
      audio.dropMicrophone();
    };
  }, [audio, notifier, parts]);

  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { session, snapshot, microphone, restored };
}
