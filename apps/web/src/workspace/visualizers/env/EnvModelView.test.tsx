import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EnvModelView, { ENV_WELCOME } from './EnvModelView';
import { EnvModel } from './envModel';
import { counterTrace } from './fixtures';

describe('EnvModelView', () => {
  it('welcomes before any run', () => {
    render(<EnvModelView model={new EnvModel()} />);
    expect(screen.getByText(ENV_WELCOME)).toBeTruthy();
  });

  it('moves through the steps with the slider and redraws frames, control and stash', async () => {
    const model = new EnvModel();
    model.show(counterTrace());
    render(<EnvModelView model={model} />);
    const slider = screen.getByRole('slider', { name: 'Step' });
    expect(slider.getAttribute('max')).toBe('4');
    const frames = screen.getByRole('region', { name: 'Frames' });
    expect(within(frames).queryByText(/make_counter/)).toBeNull();

    fireEvent.change(slider, { target: { value: '2' } });
    expect(within(frames).getByText(/Frame make_counter/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Bindings of make_counter' })).getByText('count: 1'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Control' })).getByText('instruction 2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stash' })).getByText('2')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Environment model at step 2/ })).toBeTruthy();

    // Keyboard: the slider is a native range input, so arrow keys move it.
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(model.store.getState().step).toBe(3);
    expect(screen.getByRole('list', { name: 'Bindings of make_counter' }).textContent).toContain('count: 2');
    await userEvent.keyboard('{End}');
    expect(model.store.getState().step).toBe(4);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(model.store.getState().step).toBe(0);
  });

  it('draws a frame box per frame and a function object with two circles of radius 15', () => {
    const model = new EnvModel();
    model.show(counterTrace());
    act(() => model.setStep(1));
    const { container } = render(<EnvModelView model={model} />);
    expect(container.querySelectorAll('g[data-frame]')).toHaveLength(3);
    const circles = [...container.querySelectorAll('circle')].filter((c) => c.getAttribute('r') === '15');
    expect(circles).toHaveLength(2);
  });
});
