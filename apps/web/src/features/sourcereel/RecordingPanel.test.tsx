import type { RecorderButton, RecorderStatus } from '@sa/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordingPanel, type RecordingPanelProps } from './RecordingPanel';

function renderPanel(overrides: Partial<RecordingPanelProps> = {}) {
  const onButton = vi.fn<(button: RecorderButton, previewMs: number) => void>();
  const props: RecordingPanelProps = {
    status: 'notStarted',
    busy: false,
    canRecord: true,
    microphoneMissing: false,
    elapsedMs: () => 0,
    preview: null,
    onButton,
    ...overrides,
  };
  const result = render(<RecordingPanel {...props} />);
  return { ...result, onButton, user: userEvent.setup() };
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'))
    .filter((name) => name !== 'Play preview');

describe('the recording panel', () => {
  const cases: Array<[RecorderStatus, string[]]> = [
    ['notStarted', ['Record']],
    ['recording', ['Pause', 'Record Pause', 'Reset']],
    ['paused', ['Resume', 'Resume Here', 'Stop', 'Reset']],
    ['finished', ['Upload', 'Reset']],
  ];
  it.each(cases)('shows the buttons of %s', (status, expected) => {
    renderPanel({ status, preview: status === 'paused' ? { url: 'blob:x', durationMs: 4000 } : null });
    expect(buttonNames()).toEqual(expected);
  });

  it('shows the preview bar only while paused', () => {
    const preview = { url: 'blob:x', durationMs: 65_000 };
    const { rerender } = renderPanel({ status: 'paused', preview });
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Preview position' })).toBeTruthy();
    expect(screen.getByText('01:05 / 01:05')).toBeTruthy();
    rerender(
      <RecordingPanel
        status="finished"
        busy={false}
        canRecord
        microphoneMissing={false}
        elapsedMs={() => 65_000}
        preview={preview}
        onButton={() => {}}
      />,
    );
    expect(screen.queryByRole('slider', { name: 'Preview position' })).toBeNull();
  });

  it('hands Resume Here the preview position: the end until the slider moves', async () => {
    const { user, onButton } = renderPanel({
      status: 'paused',
      preview: { url: 'blob:x', durationMs: 4000 },
    });
    await user.click(screen.getByRole('button', { name: 'Resume Here' }));
    expect(onButton).toHaveBeenLastCalledWith('Resume Here', 4000);
    const slider = screen.getByRole('slider', { name: 'Preview position' });
    slider.focus();
    // One step of the slider back from the end (steps of 0.0001).
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Resume Here' }));
    expect(onButton.mock.lastCall?.[1]).toBeCloseTo(3999.6, 5);
  });

  it('cannot record without a microphone, and can still reset or upload', async () => {
    renderPanel({ canRecord: false, microphoneMissing: true });
    expect(screen.getByRole('button', { name: 'Record' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No microphone: recording is not possible here.')).toBeTruthy();
  });

  it('keeps Resume and Resume Here off without a microphone, not Stop', () => {
    renderPanel({ status: 'paused', canRecord: false, preview: { url: 'blob:x', durationMs: 10 } });
    const disabled = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');
    expect([disabled('Resume'), disabled('Resume Here'), disabled('Stop'), disabled('Reset')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows the recorded time as mm:ss', () => {
    renderPanel({ status: 'paused', elapsedMs: () => 125_400, preview: null });
    expect(screen.getByRole('status', { name: 'Recording time' }).textContent).toBe('02:05');
  });
});
