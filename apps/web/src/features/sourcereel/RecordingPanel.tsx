import { Button, Callout, type Intent } from '@blueprintjs/core';
import { type RecorderButton, type RecorderStatus, recorderButtons } from '@sa/domain';
import { useCallback, useRef } from 'react';
import { PreviewBar } from './PreviewBar';
import { RecorderTimer } from './RecorderTimer';
import styles from './sourcereel.module.css';

export interface RecordingPanelProps {
  status: RecorderStatus;
  /** An action is under way, or the kept recording is still being looked for. */
  busy: boolean;
  /** A microphone is there to record with. */
  canRecord: boolean;
  /** Nothing can be recorded: say so where Record would be. */
  microphoneMissing: boolean;
  elapsedMs: () => number;
  /** The WAV so far, while paused. */
  preview: { url: string; durationMs: number } | null;
  /** A button was pressed; Resume Here gets the preview's position in ms. */
  onButton(button: RecorderButton, previewMs: number): void;
}

const INTENTS: Partial<Record<RecorderButton, Intent>> = {
  Record: 'danger',
  Upload: 'primary',
};

/** Buttons that need the microphone. */
const NEEDS_MICROPHONE: readonly RecorderButton[] = ['Record', 'Resume', 'Resume Here'];

/**
 * Sourcereel's recording panel (spec 2 sections 2 and 4): the timer, the buttons of the recorder's
 * status (Record; Pause and Record Pause; Resume, Resume Here and Stop; Upload; Reset but before
 * recording) and, while paused, the preview bar.
 */
export function RecordingPanel(props: RecordingPanelProps) {
  const { status, busy, canRecord, microphoneMissing, elapsedMs, preview, onButton } = props;
  const previewMs = useRef(0);
  const onPosition = useCallback((ms: number) => {
    previewMs.current = ms;
  }, []);
  return (
    <section className={styles.panel} aria-label="Recording">
      <RecorderTimer elapsedMs={elapsedMs} running={status === 'recording'} />
      {recorderButtons(status).map((button) => (
        <Button
          key={button}
          text={button}
          intent={INTENTS[button]}
          disabled={busy || (NEEDS_MICROPHONE.includes(button) && !canRecord)}
          onClick={() => onButton(button, previewMs.current)}
        />
      ))}
      {status === 'paused' && preview ? (
        <PreviewBar
          key={preview.url}
          url={preview.url}
          durationMs={preview.durationMs}
          onPosition={onPosition}
        />
      ) : null}
      {microphoneMissing && status === 'notStarted' ? (
        <Callout intent="warning" compact className={styles.notice}>
          No microphone: recording is not possible here.
        </Callout>
      ) : null}
    </section>
  );
}
