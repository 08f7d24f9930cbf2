import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GradingEditor, type GradingEditorProps } from './GradingEditor';
import { useGradeDraft } from './useGradeDraft';

const grade = {
  grader: { id: 3, name: 'Avenger Ann' },
  gradedAt: '2030-03-03T00:00:00.000Z',
  xp: 40,
  xpAdjustment: 0,
  comments: 'Nice',
};

type HarnessProps = Omit<GradingEditorProps, 'state'> & { onDirtyChange(dirty: boolean): void };

/** The editor with its state held outside it, as the workspace holds it. */
function Harness({ onDirtyChange, ...props }: HarnessProps) {
  const state = useGradeDraft(props.grade);
  useEffect(() => onDirtyChange(state.dirty), [state.dirty, onDirtyChange]);
  return <GradingEditor {...props} state={state} />;
}

function setup(overrides: Partial<HarnessProps> = {}) {
  const props: HarnessProps = {
    grade,
    maxXp: 100,
    onSave: vi.fn(async () => true),
    onContinue: vi.fn(),
    onDirtyChange: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, props };
}

const adjustment = () => screen.getByLabelText('XP adjustment');
const comments = () => screen.getByRole('textbox', { name: 'Comments' });

describe('the grading editor', () => {
  it('becomes dirty when the comments or the adjustment change, and clean again when undone', async () => {
    const { user, props } = setup();
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toHaveProperty('disabled', true);
    await user.type(comments(), '!');
    expect(props.onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toHaveProperty('disabled', false);
    await user.type(comments(), '{Backspace}');
    expect(props.onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.clear(adjustment());
    await user.type(adjustment(), '10');
    expect(props.onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it("steps by 50 and has the initial XP's negative as minimum", async () => {
    const { user } = setup();
    await user.click(adjustment());
    await user.keyboard('{ArrowUp}');
    expect(adjustment()).toHaveProperty('value', '50');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // 50 - 100 would be -50: clamped to -40, the initial XP's negative.
    expect(adjustment()).toHaveProperty('value', '-40');
  });

  it('shows the bounds message, takes the danger style and blocks saving when the total is out of range', async () => {
    const { user, props } = setup();
    await user.clear(adjustment());
    await user.type(adjustment(), '61');
    expect(screen.getByRole('alert').textContent).toBe('XP 101 is out of bounds. Maximum xp is 100.');
    expect(adjustment().closest('.bp6-intent-danger, .bp5-intent-danger')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toHaveProperty('disabled', true);
    await user.clear(adjustment());
    await user.type(adjustment(), '60');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(props.onSave).toHaveBeenCalledWith({ xpAdjustment: 60, comments: 'Nice' });
  });

  it('discards only after the confirmation', async () => {
    const { user } = setup();
    await user.type(comments(), ' work');
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This will reset the editor. Are you sure?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(comments()).toHaveProperty('value', 'Nice work');
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(comments()).toHaveProperty('value', 'Nice'));
  });

  it('Save and Continue moves on only once the save has succeeded', async () => {
    const failing = setup({ onSave: vi.fn(async () => false) });
    await failing.user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(failing.props.onSave).toHaveBeenCalled();
    expect(failing.props.onContinue).not.toHaveBeenCalled();
  });

  it('Save and Continue saves, reports the editor clean and continues', async () => {
    const { user, props } = setup();
    await user.type(comments(), '!');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(props.onContinue).toHaveBeenCalled());
    expect(props.onSave).toHaveBeenCalledWith({ xpAdjustment: 0, comments: 'Nice!' });
    expect(props.onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('previews markdown without running or rendering anything a comment smuggles in', async () => {
    const { user } = setup({ grade: { ...grade, comments: '' } });
    const hostile = [
      '**bold**',
      '<script>window.__pwned = true</script>',
      '<img src="x" onerror="window.__pwned = true">',
      '[click](javascript:window.__pwned=true)',
    ].join('\n\n');
    await user.click(comments());
    await user.paste(hostile);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Comments preview' });
    expect(preview.querySelector('strong')?.textContent).toBe('bold');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    for (const link of preview.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    }
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });
});
