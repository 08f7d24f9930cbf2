import type { Story } from '@sa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addYears } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, json, text } from '../../../../test/fakeBackend';
import { callsTo, renderPanel } from '../test/renderPanel';
import { ChapterSimulatorPanel } from './ChapterSimulatorPanel';

const story = (id: number, title: string, openAt: string, filenames: string[] = []): Story => ({
  id,
  title,
  filenames,
  imageUrl: `/images/${id}.png`,
  isPublished: true,
  openAt,
  closeAt: addYears(new Date(openAt), 1).toISOString(),
  courseId: 1,
});

// Listed out of order: the dropdown numbers them by openAt.
const ALIENS = story(7, 'Alien Attack', '2026-02-01T00:00:00.000Z', ['chapter2-aliens.txt']);
const EMERGENCY = story(5, 'Spaceship Emergency', '2026-01-01T00:00:00.000Z', ['wakeup.txt', 'engine.txt']);

function setup(initial: Story[] = [ALIENS, EMERGENCY]) {
  const backend = createFakeBackend();
  const state = { stories: initial };
  backend.on('GET courses/1/stories', () => json(state.stories));
  backend.on('GET courses/1/admin/assets/stories', () =>
    json(['stories/engine.txt', 'stories/wakeup.txt', 'stories/chapter2-aliens.txt', 'stories/old/x.txt']),
  );
  const simulateChapter = vi.fn();
  const back = vi.fn();
  const app = renderPanel(
    <ChapterSimulatorPanel
      courseId={1}
      prefix="courses/1/"
      stage={null}
      back={back}
      simulateChapter={simulateChapter}
    />,
    backend,
  );
  return { ...app, state, simulateChapter, back };
}

const chapterSelect = () => screen.getByLabelText('Chapter');
const optionNames = () =>
  within(chapterSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Presses Save and reads the JSON the confirmation shows. */
async function saveAndReadJson(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog');
  const shown = dialog.querySelector('pre')?.textContent ?? '';
  return { dialog, shown: JSON.parse(shown) as { story: Record<string, unknown> } };
}

describe('the chapter simulator', () => {
  it("lists 'Create new chapter' first, chosen, then each chapter by openAt", async () => {
    setup();
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Create new chapter',
        'Chapter 0: Spaceship Emergency',
        'Chapter 1: Alien Attack',
      ]),
    );
    expect(screen.getByRole('option', { name: 'Create new chapter' })).toHaveProperty('selected', true);
    // A draft: placeholder title, the default image, unpublished, no files, and no Delete.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Chapter title');
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveProperty(
      'value',
      '/locations/sourceCrashedPod.svg',
    );
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Simulate chapter' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the JSON before creating, sends exactly it, then says created and selects the new chapter', async () => {
    const { user, backend, state } = setup();
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Jedi Master');
    const files = screen.getByLabelText('Add a file from stories/');
    // Sub-folder files cannot be named by a chapter, so they are not offered.
    await waitFor(() =>
      expect(
        within(files)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['chapter2-aliens.txt', 'engine.txt', 'wakeup.txt']),
    );
    await user.selectOptions(files, 'wakeup.txt');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(files, 'engine.txt');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('switch', { name: 'Published' }));

    const started = Date.now();
    const { dialog, shown } = await saveAndReadJson(user);
    const openAt = String(shown.story.openAt);
    expect(shown).toEqual({
      story: {
        title: 'Jedi Master',
        filenames: ['wakeup.txt', 'engine.txt'],
        imageUrl: '/locations/sourceCrashedPod.svg',
        isPublished: true,
        openAt,
        closeAt: addYears(new Date(openAt), 1).toISOString(),
      },
    });
    // The draft opened when the panel did ("open now").
    expect(Date.parse(openAt)).toBeLessThanOrEqual(started);
    expect(started - Date.parse(openAt)).toBeLessThan(60_000);

    backend.on('POST courses/1/admin/stories', ({ body }) => {
      state.stories = [
        ...state.stories,
        { ...story(9, 'Jedi Master', openAt), ...(body as { story: Story }).story },
      ];
      return text('Created');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Chapter successfully created')).toBeTruthy();
    expect(callsTo(backend, 'POST', 'courses/1/admin/stories')[0]?.body).toEqual(shown);
    // The list is read again and the new chapter is the one being edited, so Save now updates it.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Chapter 2: Jedi Master' })).toHaveProperty('selected', true),
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('edits a chapter: its files reordered and its open date moved, closing a year after; says updated', async () => {
    const { user, backend } = setup();
    backend.on('POST courses/1/admin/stories/5', () => text('Updated'));
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.selectOptions(chapterSelect(), 'Chapter 0: Spaceship Emergency');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Spaceship Emergency');
    const list = screen.getByRole('list', { name: 'Checkpoint files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['wakeup.txt', 'engine.txt']);
    await user.click(screen.getByRole('button', { name: 'Move engine.txt up' }));
    await user.click(screen.getByRole('button', { name: 'Remove wakeup.txt' }));
    await user.selectOptions(screen.getByLabelText('Add a file from stories/'), 'chapter2-aliens.txt');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['engine.txt', 'chapter2-aliens.txt']);
    fireEvent.change(screen.getByLabelText('Open date'), { target: { value: '2028-02-29T09:30' } });

    const { dialog, shown } = await saveAndReadJson(user);
    expect(shown).toEqual({
      story: {
        title: 'Spaceship Emergency',
        filenames: ['engine.txt', 'chapter2-aliens.txt'],
        imageUrl: '/images/5.png',
        isPublished: true,
        openAt: new Date('2028-02-29T09:30').toISOString(),
        // A leap day's chapter closes on 28 February of the next year.
        closeAt: new Date('2029-02-28T09:30').toISOString(),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Chapter successfully updated')).toBeTruthy();
    expect(callsTo(backend, 'POST', 'courses/1/admin/stories/5')[0]?.body).toEqual(shown);
    expect(callsTo(backend, 'POST', 'courses/1/admin/stories')).toHaveLength(0);
  });

  it("shows the server's text when a save is refused, and Cancel sends nothing", async () => {
    const { user, backend } = setup();
    backend.on('POST courses/1/admin/stories', () =>
      text('title: Too small: expected string to have >=1 characters', 400, 'Bad Request'),
    );
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));

    let { dialog } = await saveAndReadJson(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(backend, 'POST', 'courses/1/admin/stories')).toHaveLength(0);

    ({ dialog } = await saveAndReadJson(user));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('title: Too small: expected string to have >=1 characters')).toBeTruthy();
    expect(screen.queryByText('Chapter successfully created')).toBeNull();
    // The draft stays for the user to fix.
    expect(screen.getByRole('option', { name: 'Create new chapter' })).toHaveProperty('selected', true);
  });

  it('deletes a chapter after asking, says so, and lists the rest', async () => {
    const { user, backend, state } = setup();
    backend.on('DELETE courses/1/admin/stories/7', () => {
      state.stories = [EMERGENCY];
      return new Response(null, { status: 204 });
    });
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.selectOptions(chapterSelect(), 'Chapter 1: Alien Attack');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('There is no undoing this action!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Chapter successfully deleted')).toBeTruthy();
    expect(callsTo(backend, 'DELETE', 'courses/1/admin/stories/7')).toHaveLength(1);
    await waitFor(() =>
      expect(optionNames()).toEqual(['Create new chapter', 'Chapter 0: Spaceship Emergency']),
    );
    expect(screen.getByRole('option', { name: 'Create new chapter' })).toHaveProperty('selected', true);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Chapter title');
  });

  it('clears to a new draft only after asking', async () => {
    const { user } = setup();
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.selectOptions(chapterSelect(), 'Chapter 1: Alien Attack');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Alien Attack');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Chapter title'),
    );
    expect(screen.getByRole('option', { name: 'Create new chapter' })).toHaveProperty('selected', true);
  });

  it("simulates the chapter's files in order and goes back to the menu", async () => {
    const { user, simulateChapter, back } = setup();
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.selectOptions(chapterSelect(), 'Chapter 0: Spaceship Emergency');
    await user.click(screen.getByRole('button', { name: 'Simulate chapter' }));
    expect(simulateChapter).toHaveBeenCalledWith(['wakeup.txt', 'engine.txt']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
  });
});
