import { readAssessmentXml } from '@sa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRunner, finishedWith, runtimeError } from '../../test/fakeRunner';
import { MISSION_KEY, OVERVIEW_KEY, overviewOf } from './storage';
import { openMissionControl, TWO_QUESTIONS_XML } from './testSupport';

vi.mock('../../workspace/browserRunner', async () => ({
  loadBrowserSession: (await import('../../test/fakeRunner')).loadFakeSession,
}));

describe("a library's globals", () => {
  beforeEach(() => {
    fakeRunner.reset();
    const read = readAssessmentXml(TWO_QUESTIONS_XML);
    if (!read.ok) throw new Error(read.error);
    localStorage.setItem(MISSION_KEY, JSON.stringify(read.assessment));
    localStorage.setItem(OVERVIEW_KEY, JSON.stringify(overviewOf(read.assessment, 'runes.xml')));
  });

  it('show what each expression evaluates to, or Invalid Expression, and names lose their spaces', async () => {
    fakeRunner.respond = (call) =>
      call.kind === 'run' && call.code.includes('1 +')
        ? finishedWith('3')
        : runtimeError(1, 'Name nope not declared.');
    const user = userEvent.setup();
    openMissionControl('/mission-control/-1/0');
    await user.click(await screen.findByRole('tab', { name: 'Question Specific' }));
    const library = screen.getByRole('region', { name: 'Question library' });
    await user.click(within(library).getByRole('button', { name: 'Add global' }));
    const identifier = within(library).getByLabelText('Global 1 identifier');
    await user.clear(identifier);
    await user.type(identifier, 'th ree');
    expect((within(library).getByLabelText('Global 1 identifier') as HTMLInputElement).value).toBe('three');
    const value = within(library).getByLabelText('Global 1 value');
    await user.clear(value);
    await user.type(value, '1 + 2');
    expect((await within(library).findByText('3')).getAttribute('aria-label')).toBe('Global 1 evaluates to');
    await user.clear(value);
    await user.type(value, 'nope');
    expect(await within(library).findByText('Invalid Expression')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = JSON.parse(localStorage.getItem(MISSION_KEY) ?? '{}');
    expect(saved.questions[0].library.globals).toEqual({ three: 'nope' });
  });
});
