import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateString, parseDateString } from '../../lib/dateString';
import { text } from '../../test/fakeBackend';
import { groundControlBackend, lastCall, memberProfile, openGroundControl, overview } from './testSupport';

const staff = memberProfile('staff');
const OPEN = '2026-03-01T00:00:00.000Z';
const CLOSE = '2026-03-08T00:00:00.000Z';
const UPDATE = 'courses/1/admin/assessments/4';

async function openPrompt(field: 'open' | 'close', answer: () => Response = () => text('OK')) {
  const backend = groundControlBackend([overview(4, 'Mission 4', { openAt: OPEN, closeAt: CLOSE })], staff);
  backend.on(`POST ${UPDATE}`, answer);
  const app = await openGroundControl(backend, staff);
  const shown = formatDateString(new Date(field === 'open' ? OPEN : CLOSE));
  const cell = await screen.findByRole('button', { name: `Change ${field} date of Mission 4, ${shown}` });
  expect(cell.textContent).toBe(shown);
  await app.user.click(cell);
  const dialog = within(await screen.findByRole('dialog'));
  const input = dialog.getByLabelText(field === 'open' ? 'Open date' : 'Close date');
  expect(input).toHaveProperty('value', shown);
  const retype = async (value: string) => {
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  };
  return { ...app, backend, dialog, input, retype };
}

describe('date change prompt', () => {
  it('sends the new open date with the close date as it was', async () => {
    const { user, backend, dialog, retype } = await openPrompt('open');
    await retype('2026-11-25 04:00:00 +08:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeTruthy();
    expect(lastCall(backend, 'POST', UPDATE)?.body).toEqual({
      openAt: '2026-11-24T20:00:00.000Z',
      closeAt: CLOSE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the new close date with the open date as it was, on Enter', async () => {
    const { user, backend, retype } = await openPrompt('close');
    await retype('2026-12-01 23:59:59 -05:00');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastCall(backend, 'POST', UPDATE)?.body).toEqual({
        openAt: OPEN,
        closeAt: '2026-12-02T04:59:59.000Z',
      }),
    );
  });

  it("refuses an empty date with 'No date and time selected!'", async () => {
    const { user, backend, dialog, retype } = await openPrompt('open');
    await retype('');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No date and time selected!')).toBeTruthy();
    expect(lastCall(backend, 'POST', UPDATE)).toBeUndefined();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['an unreadable text', 'next tuesday'],
    ['a year before 2010', '2009-12-31 23:59:59 +00:00'],
    ['a year after 2030', '2031-01-01 00:00:00 +00:00'],
  ])('replaces %s by the current date, sent only on the next save', async (_case, typed) => {
    const { user, backend, dialog, input, retype } = await openPrompt('open');
    await retype(typed);
    const before = Date.now();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to parse date string! Defaulting to current date.')).toBeTruthy();
    expect(lastCall(backend, 'POST', UPDATE)).toBeUndefined();
    const shown = parseDateString(input instanceof HTMLInputElement ? input.value : '');
    if (shown.kind !== 'ok') throw new Error(`the field holds no date: ${shown.kind}`);
    // The field shows seconds: now, truncated to the second.
    expect(shown.date.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(shown.date.getTime()).toBeLessThanOrEqual(Date.now());

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastCall(backend, 'POST', UPDATE)?.body).toEqual({
        openAt: shown.date.toISOString(),
        closeAt: CLOSE,
      }),
    );
  });

  it("toasts the server's reason and keeps the prompt open", async () => {
    const { user, dialog, retype } = await openPrompt('close', () =>
      text('New end date should occur after new opening date', 400, 'Bad Request'),
    );
    await retype('2026-02-01 00:00:00 +00:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New end date should occur after new opening date')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('cancels without a call', async () => {
    const { user, backend, dialog, retype } = await openPrompt('open');
    await retype('2026-11-25 04:00:00 +08:00');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastCall(backend, 'POST', UPDATE)).toBeUndefined();
  });
});
