import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { A11yScreen } from '../services';
import { A11yLayer } from './A11yLayer';

describe('the accessible layer', () => {
  it('says the scene and the text shown now in its status region', () => {
    const shown: A11yScreen = { scene: 'Main Menu', lines: ['Game cleared! Please refresh'], controls: [] };
    render(<A11yLayer screen={shown} message="Loading" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Main Menu');
    expect(status.textContent).toContain('Game cleared! Please refresh');
    expect(status.textContent).not.toContain('Loading');
  });

  it('shows the message while no scene has shown anything', () => {
    render(<A11yLayer screen={null} message="Loading the story game…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the story game…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a button per action, named as drawn, in groups named by their title', async () => {
    const play = vi.fn();
    const reset = vi.fn();
    const back = vi.fn();
    const shown: A11yScreen = {
      scene: 'Chapter Select',
      lines: ['Chapter 0: Spaceship Emergency'],
      controls: [
        { label: 'Play/Continue', group: 'Spaceship Emergency', onSelect: play },
        { label: 'Play/Continue', group: 'Alien Attack', onSelect: vi.fn() },
        { label: 'Back', onSelect: back },
        { label: 'Reset progress', group: 'Spaceship Emergency', onSelect: reset },
      ],
    };
    render(<A11yLayer screen={shown} message="" />);
    const card = screen.getByRole('group', { name: 'Spaceship Emergency' });
    await userEvent.click(within(card).getByRole('button', { name: 'Play/Continue' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reset progress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('group', { name: 'Alien Attack' })).getAllByRole('button')).toHaveLength(
      1,
    );
  });

  it('draws radio choices in a named radio group, checked as the canvas shows them', async () => {
    const pick = vi.fn();
    const shown: A11yScreen = {
      scene: 'Settings',
      lines: [],
      controls: [
        { label: '0', group: 'SFX Volume', radio: { checked: false }, onSelect: pick },
        { label: '1.0', group: 'SFX Volume', radio: { checked: true }, onSelect: vi.fn() },
        { label: '1.0', group: 'BGM Volume', radio: { checked: false }, onSelect: vi.fn() },
        { label: 'Apply Settings', onSelect: vi.fn() },
      ],
    };
    render(<A11yLayer screen={shown} message="" />);
    const sfx = screen.getByRole('radiogroup', { name: 'SFX Volume' });
    const radio = (group: HTMLElement, name: string) =>
      within(group).getByRole<HTMLInputElement>('radio', { name });
    expect(radio(sfx, '1.0').checked).toBe(true);
    expect(radio(sfx, '0').checked).toBe(false);
    expect(radio(screen.getByRole('radiogroup', { name: 'BGM Volume' }), '1.0').checked).toBe(false);
    await userEvent.click(within(sfx).getByRole('radio', { name: '0' }));
    expect(pick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Apply Settings' })).toBeTruthy();
  });
});
