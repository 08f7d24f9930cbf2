import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, text } from '../../test/fakeBackend';
import { groundControlBackend, lastCall, memberProfile, openGroundControl } from './testSupport';

const picker = () => screen.getByRole('combobox', { name: 'Default sublanguage' });
const selectedText = () => {
  const select = picker();
  // By value: happy-dom's selectedOptions does not follow a value React sets.
  if (!(select instanceof HTMLSelectElement)) return null;
  return Array.from(select.options).find((o) => o.value === select.value)?.textContent;
};

describe('default sublanguage', () => {
  it("shows the course's sublanguage and, for an admin, changes it after a yes", async () => {
    const admin = memberProfile('admin', { sourceChapter: 2 });
    const backend = groundControlBackend([], admin);
    backend.on('PUT courses/1/admin/config', () => text('OK'));
    const { user } = await openGroundControl(backend, admin);
    expect(selectedText()).toBe('Source \u00a72');
    expect(within(picker()).getAllByRole('option')).toHaveLength(10);

    await user.selectOptions(picker(), 'Source \u00a73 Concurrent');
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      "Change the course's default sublanguage to Source \u00a73 Concurrent?",
    );
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCall(backend, 'PUT', 'courses/1/admin/config')).toBeUndefined();
    expect(selectedText()).toBe('Source \u00a72');

    // After the save the session is read again; the server now reports chapter 3.
    const updated = memberProfile('admin', { sourceChapter: 3 });
    const course = updated.courseConfiguration;
    if (course) course.sourceVariant = 'concurrent';
    backend.on('GET user', () => json(updated));
    await user.selectOptions(picker(), 'Source \u00a73 Concurrent');
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Updated successfully!')).toBeTruthy();
    expect(lastCall(backend, 'PUT', 'courses/1/admin/config')?.body).toEqual({
      sourceChapter: 3,
      sourceVariant: 'concurrent',
    });
    await waitFor(() => expect(selectedText()).toBe('Source \u00a73 Concurrent'));
    expect(lastCall(backend, 'GET', 'user')).toBeDefined();
  });

  it('is disabled for staff, with a tooltip saying only admins can change it', async () => {
    const staff = memberProfile('staff');
    const { user } = await openGroundControl(groundControlBackend([], staff), staff);
    expect(picker().hasAttribute('disabled')).toBe(true);
    expect(selectedText()).toBe('Source \u00a71');
    await user.hover(picker().parentElement ?? picker());
    expect(await screen.findByText('Only admins can change the default sublanguage.')).toBeTruthy();
  });
});
