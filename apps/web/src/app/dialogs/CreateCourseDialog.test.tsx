import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { course, createFakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

async function openCreateCourse() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /\(User menu\)$/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Create Course' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Course' });
  return { user, dialog: within(dialog) };
}

const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((o) => o.textContent);

describe('Create Course dialog', () => {
  it("refuses an empty name with 'Course Name cannot be empty!'", async () => {
    const backend = createFakeBackend();
    renderApp({ path: '/welcome', profile: userResponse({ role: null }), backend });
    const { user, dialog } = await openCreateCourse();
    await user.click(dialog.getByRole('button', { name: 'Create Course' }));
    expect(dialog.getByText('Course Name cannot be empty!')).toBeTruthy();
    expect(backend.calls.filter((c) => c.path === 'config/create')).toHaveLength(0);
  });

  it('offers the variants of the chosen chapter', async () => {
    renderApp({ path: '/welcome', profile: userResponse({ role: null }) });
    const { user, dialog } = await openCreateCourse();
    const chapter = dialog.getByLabelText('Source Chapter');
    const variant = dialog.getByLabelText('Source Variant');
    expect(optionTexts(variant)).toEqual([
      'Source \u00a71',
      'Source \u00a71 WebAssembly',
      'Source \u00a71 Lazy',
    ]);
    await user.selectOptions(chapter, '3');
    expect(optionTexts(variant)).toEqual([
      'Source \u00a73',
      'Source \u00a73 Concurrent',
      'Source \u00a73 Non-Det',
    ]);
    await user.selectOptions(chapter, '4');
    expect(optionTexts(variant)).toEqual(['Source \u00a74', 'Source \u00a74 GPU']);
    await user.selectOptions(chapter, '2');
    expect(optionTexts(variant)).toEqual(['Source \u00a72', 'Source \u00a72 Lazy']);
  });

  it('creates the course, reloads the user and opens the new course', async () => {
    const created = userResponse({
      role: 'admin',
      courseId: 12,
      course: { courseName: 'New Course', courseShortName: 'NC' },
      courses: [course(12, 'admin')],
    });
    const backend = createFakeBackend({
      'POST config/create': () => text('OK'),
      'GET user': () => json(created),
    });
    const { router } = renderApp({ path: '/welcome', profile: userResponse({ role: null }), backend });
    const { user, dialog } = await openCreateCourse();
    // Pasted rather than typed key by key: under a loaded CI machine the dialog's focus handling
    // could take focus between two keystrokes, losing a character the test did not mean to test.
    await user.click(dialog.getByLabelText('Course Name (required)'));
    await user.paste('New Course');
    await user.click(dialog.getByLabelText('Course Short Name'));
    await user.paste('NC');
    await user.selectOptions(dialog.getByLabelText('Source Chapter'), '3');
    await user.selectOptions(dialog.getByLabelText('Source Variant'), 'non-det');
    await user.click(dialog.getByRole('checkbox', { name: 'Enable Game' }));
    await user.click(dialog.getByRole('button', { name: 'Create Course' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/12'));
    expect(await screen.findByRole('heading', { name: 'New Course' })).toBeTruthy();
    expect(backend.calls.find((c) => c.path === 'config/create')?.body).toEqual({
      courseName: 'New Course',
      courseShortName: 'NC',
      viewable: true,
      enableGame: false,
      enableAchievements: true,
      enableSourcecast: true,
      sourceChapter: 3,
      sourceVariant: 'non-det',
      moduleHelpText: null,
    });
  });
});
