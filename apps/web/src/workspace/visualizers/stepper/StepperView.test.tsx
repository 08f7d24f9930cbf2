import type { StepperSteps } from '@sa/runner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StepperView } from './StepperView';

/** The steps of `1 + 2 * 3;` as the runner sends them. */
const ARITHMETIC: StepperSteps = {
  stepLimit: 1000,
  limitReached: false,
  truncated: false,
  steps: [
    { code: '1 + 2 * 3;', marker: null, highlights: [], explanation: 'Start of evaluation' },
    {
      code: '1 + 2 * 3;',
      marker: 'before',
      highlights: [{ start: 4, end: 9 }],
      explanation: 'Binary expression 2 * 3 evaluated',
    },
    {
      code: '1 + 6;',
      marker: 'after',
      highlights: [{ start: 4, end: 5 }],
      explanation: 'Binary expression 2 * 3 evaluated',
    },
    {
      code: '1 + 6;',
      marker: 'before',
      highlights: [{ start: 0, end: 5 }],
      explanation: 'Binary expression 1 + 6 evaluated',
    },
    {
      code: '7;',
      marker: 'after',
      highlights: [{ start: 0, end: 1 }],
      explanation: 'Binary expression 1 + 6 evaluated',
    },
    { code: '7;', marker: null, highlights: [], explanation: 'Evaluation complete' },
  ],
};

const program = () => screen.getByRole('region', { name: 'Program at this step' });
const marked = () => [...program().querySelectorAll('mark')].map((m) => m.textContent);

describe('StepperView', () => {
  it('welcomes the user before any steps exist', () => {
    render(<StepperView result={null} />);
    expect(screen.getByRole('heading', { name: 'Welcome to the Stepper!' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('moves through the steps with the keys a, b, f and e, marking the redex and its result', async () => {
    render(<StepperView result={ARITHMETIC} />);
    const slider = screen.getByRole('slider', { name: 'Step' });
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('6');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(screen.getByText('Start of evaluation')).toBeTruthy();
    expect(marked()).toEqual([]);

    slider.focus();
    await userEvent.keyboard('f');
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(program().textContent).toBe('1 + 2 * 3;');
    expect(marked()).toEqual(['2 * 3']);
    expect(program().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Highlighted, the next expression to reduce: 2 * 3')).toBeTruthy();
    expect(screen.getByText('Binary expression 2 * 3 evaluated')).toBeTruthy();

    await userEvent.keyboard('f');
    expect(program().textContent).toBe('1 + 6;');
    expect(marked()).toEqual(['6']);
    expect(screen.getByText('Highlighted, the result of the last reduction: 6')).toBeTruthy();

    await userEvent.keyboard('e');
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    expect(screen.getByText('Evaluation complete')).toBeTruthy();
    await userEvent.keyboard('f');
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    await userEvent.keyboard('b');
    expect(screen.getByText('Step 5 of 6')).toBeTruthy();
    await userEvent.keyboard('a');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    await userEvent.keyboard('b');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
  });

  it('moves with the slider arrows and the buttons too', async () => {
    render(<StepperView result={ARITHMETIC} />);
    const slider = screen.getByRole('slider', { name: 'Step' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Last step' }));
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'First step' }));
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
  });

  it('goes back to step 1 when new steps arrive', async () => {
    const { rerender } = render(<StepperView result={ARITHMETIC} />);
    screen.getByRole('slider', { name: 'Step' }).focus();
    await userEvent.keyboard('e');
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    rerender(<StepperView result={{ ...ARITHMETIC, steps: ARITHMETIC.steps.slice(0, 4) }} />);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('says clearly when the step limit stopped the evaluation', () => {
    const steps = ARITHMETIC.steps.slice(0, 3);
    render(
      <StepperView
        result={{
          stepLimit: 500,
          limitReached: true,
          truncated: false,
          steps: [
            ...steps,
            { code: 'f(1);', marker: null, highlights: [], explanation: 'Maximum number of steps exceeded' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Step limit reached')).toBeTruthy();
    expect(screen.getByText(/Evaluation stopped after 500 steps, the step limit/)).toBeTruthy();
  });
});
