import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fakeBackend';
import { adminBackend, openPanel, typeConfig } from './testSupport';

const typesSection = async () => within(await screen.findByRole('region', { name: 'Assessment types' }));
const typeNames = (section: Awaited<ReturnType<typeof typesSection>>) =>
  section.getAllByRole('textbox').map((input) => (input instanceof HTMLInputElement ? input.value : ''));

describe('assessment-type table', () => {
  it('adds rows with the defaults, highlights Save while dirty and sends the list in order', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions'), typeConfig(2, 'Quests')]);
    const { user } = await openPanel(backend);
    const table = await typesSection();
    const save = table.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(table.queryByText('Unsaved changes')).toBeNull();

    await user.click(table.getByRole('button', { name: 'Add Row' }));
    expect(typeNames(table)).toEqual(['Missions', 'Quests', 'untitled']);
    expect(table.getByRole('checkbox', { name: 'Is Manually Graded, row 3' })).toHaveProperty(
      'checked',
      true,
    );
    expect(table.getByRole('checkbox', { name: 'Display in Dashboard, row 3' })).toHaveProperty(
      'checked',
      true,
    );
    expect(table.getByRole('spinbutton', { name: 'Max Bonus XP, row 3' })).toHaveProperty('value', '0');
    expect(save.className).toContain('intent-warning');
    expect(table.getByText('Unsaved changes')).toBeTruthy();
    // The course form keeps its own flag.
    const course = within(screen.getByRole('region', { name: 'Course configuration' }));
    expect(course.queryByText('Unsaved changes')).toBeNull();

    await user.clear(table.getByRole('textbox', { name: 'Assessment Type, row 3' }));
    await user.type(table.getByRole('textbox', { name: 'Assessment Type, row 3' }), 'Paths');
    await user.type(table.getByRole('spinbutton', { name: 'Early Hours Before Decay, row 3' }), '-5');
    await user.click(table.getByRole('button', { name: 'Move row 3 up' }));
    expect(typeNames(table)).toEqual(['Missions', 'Paths', 'Quests']);
    await user.click(save);

    await waitFor(() =>
      expect(
        backend.calls.find((c) => c.method === 'PUT' && c.path.endsWith('assessment_configs'))?.body,
      ).toEqual({
        assessmentConfigs: [
          expect.objectContaining({ assessmentConfigId: 1, type: 'Missions' }),
          {
            assessmentConfigId: -1,
            type: 'Paths',
            isManuallyGraded: true,
            displayInDashboard: true,
            earlySubmissionXp: 0,
            hoursBeforeEarlyXpDecay: 5,
          },
          expect.objectContaining({ assessmentConfigId: 2, type: 'Quests' }),
        ],
      }),
    );
    expect(await screen.findByText('Updated successfully!')).toBeTruthy();
    // The session is read again so the navbar and course pages show the change.
    expect(backend.calls.some((c) => c.path === 'user')).toBe(true);
  });

  it("refuses a ninth type and removing the last one with the spec's messages", async () => {
    const eight = Array.from({ length: 8 }, (_, i) => typeConfig(i + 1, `T${i + 1}`));
    const { user } = await openPanel(adminBackend(eight));
    const table = await typesSection();
    await user.click(table.getByRole('button', { name: 'Add Row' }));
    expect(await screen.findByText('You can have at most 8 assessment types!')).toBeTruthy();
    expect(typeNames(table)).toHaveLength(8);
  });

  it('removes an unsaved row at once but keeps at least one type', async () => {
    const { user } = await openPanel(adminBackend([typeConfig(1, 'Missions')]));
    const table = await typesSection();
    await user.click(table.getByRole('button', { name: 'Add Row' }));
    await user.click(table.getByRole('button', { name: 'Delete row 2' }));
    expect(typeNames(table)).toEqual(['Missions']);
    expect(table.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.click(table.getByRole('button', { name: 'Delete row 1' }));
    expect(await screen.findByText('You must have at least 1 assessment type!')).toBeTruthy();
    expect(typeNames(table)).toEqual(['Missions']);
  });

  it('says what a delete removes, asks first, and keeps other unsaved edits', async () => {
    const backend = adminBackend([
      typeConfig(1, 'Missions', { assessmentCount: 3 }),
      typeConfig(2, 'Quests'),
    ]);
    backend.on('DELETE courses/1/admin/config/assessment_config/1', () => text('OK'));
    const { user } = await openPanel(backend);
    const table = await typesSection();
    await user.type(table.getByRole('textbox', { name: 'Assessment Type, row 2' }), ' 2');
    await user.click(table.getByRole('button', { name: 'Delete row 1' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(
      "This deletes the assessment type 'Missions' and its 3 assessments, with all of their submissions and answers.",
    );
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(table.getByRole('button', { name: 'Delete row 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(typeNames(table)).toEqual(['Quests 2']));
    expect(backend.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(table.getByText('Unsaved changes')).toBeTruthy();
  });
});

describe('assessment-type table: what the route refuses', () => {
  it("says 'Assessment Type cannot be empty' beside a blank type and holds Save back", async () => {
    const backend = adminBackend([typeConfig(1, 'Missions'), typeConfig(2, 'Quests')]);
    const { user } = await openPanel(backend);
    const table = await typesSection();
    const type = table.getByRole('textbox', { name: 'Assessment Type, row 2' });
    await user.clear(type);
    await user.type(type, '  ');
    expect(table.getByText('Assessment Type cannot be empty')).toBeTruthy();
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(table.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(type, 'Paths');
    expect(table.queryByText('Assessment Type cannot be empty')).toBeNull();
    expect(table.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('course form', () => {
  it('sends only the changed fields and previews the help text', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    const { user } = await openPanel(backend);
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    expect(form.getByLabelText('Course Name')).toHaveProperty('value', 'Programming Methodology');
    await user.clear(form.getByLabelText('Course Short Name'));
    await user.type(form.getByLabelText('Course Short Name'), 'PM');
    await user.click(form.getByRole('checkbox', { name: 'Enable Game' }));
    await user.type(form.getByRole('textbox', { name: 'Module Help Text' }), '**Read** me');
    expect(form.getByText('Unsaved changes')).toBeTruthy();
    await user.click(form.getByRole('tab', { name: 'Preview' }));
    expect(form.getByRole('region', { name: 'Module Help Text preview' }).innerHTML).toContain(
      '<strong>Read</strong>',
    );
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/admin/config')?.body).toEqual({
        courseShortName: 'PM',
        enableGame: true,
        moduleHelpText: '**Read** me',
      }),
    );
  });
});
