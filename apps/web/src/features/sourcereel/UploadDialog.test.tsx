import { PlaybackData, SOURCECAST_AUDIO_FIELD } from '@sa/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createServices, ServicesProvider } from '../../app/services';
import { createToastNotifier, ToasterHost } from '../../app/toaster';
import { createFakeBackend, text } from '../../test/fakeBackend';
import { type Recording, UID_RULE, UploadDialog } from './UploadDialog';

const recording: Recording = {
  audio: new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' }),
  playbackData: {
    init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
    inputs: [
      {
        time: 5,
        type: 'codeDelta',
        data: { action: 'insert', start: { row: 0, column: 0 }, end: { row: 0, column: 1 }, lines: ['x'] },
      },
    ],
  },
};

function setup(answer: () => Response, made: Recording | null = recording) {
  const backend = createFakeBackend();
  const forms: FormData[] = [];
  backend.on('POST courses/7/admin/sourcecast', answer);
  const toaster = createToastNotifier();
  const services = createServices({
    notifier: toaster.notifier,
    fetch: (input, init) => {
      if (init?.body instanceof FormData) forms.push(init.body);
      return backend.fetch(input, init);
    },
  });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  const onUploaded = vi.fn();
  render(
    <ServicesProvider services={services}>
      <ToasterHost attach={toaster.attach} />
      <UploadDialog courseId={7} isOpen onClose={() => {}} recording={() => made} onUploaded={onUploaded} />
    </ServicesProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Upload sourcecast' }));
  return { forms, onUploaded, dialog, user: userEvent.setup() };
}

describe('the upload dialog', () => {
  it('needs a title before Upload can be pressed', async () => {
    const { dialog, user, forms } = setup(() => text('OK'));
    const upload = dialog.getByRole('button', { name: 'Upload' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), '   ');
    expect(upload.hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Lists');
    expect(upload.hasAttribute('disabled')).toBe(false);
    expect(forms).toEqual([]);
  });

  it('checks the UID as it is typed', async () => {
    const { dialog, user } = setup(() => text('OK'));
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Lists');
    const uid = dialog.getByRole('textbox', { name: /UID/ });
    await user.type(uid, 'lesson-1_a');
    expect(dialog.queryByText(UID_RULE)).toBeNull();
    expect(uid.getAttribute('aria-invalid')).toBe('false');
    await user.type(uid, ' b');
    expect(dialog.getByText(UID_RULE)).toBeTruthy();
    expect(uid.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.clear(uid);
    expect(dialog.queryByText(UID_RULE)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
  });

  it("says 'No recording found' when there is nothing to upload, and sends nothing", async () => {
    const { dialog, user, forms, onUploaded } = setup(() => text('OK'), null);
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Lists');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No recording found')).toBeTruthy();
    expect(forms).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends the reference multipart fields and reports success', async () => {
    const { dialog, user, forms, onUploaded } = setup(() => text('OK'));
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), '  Lists  ');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'pairs and lists');
    await user.type(dialog.getByRole('textbox', { name: /UID/ }), 'lists-1');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded successfully!')).toBeTruthy();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    const form = forms[0];
    expect(form?.get('sourcecast[title]')).toBe('Lists');
    expect(form?.get('sourcecast[description]')).toBe('pairs and lists');
    expect(form?.get('sourcecast[uid]')).toBe('lists-1');
    const audio = form?.get(SOURCECAST_AUDIO_FIELD);
    expect(audio).toBeInstanceOf(Blob);
    expect(audio instanceof Blob && 'name' in audio ? audio.name : null).toMatch(/^\d{13}\.wav$/);
    const playback = PlaybackData.parse(JSON.parse(String(form?.get('sourcecast[playbackData]'))));
    expect(playback).toEqual(recording.playbackData);
  });

  it("shows the server's reason when the upload is refused, and keeps the recording", async () => {
    const { dialog, user, onUploaded } = setup(() => text('uid lists-1 is taken', 409));
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Lists');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('uid lists-1 is taken')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Upload sourcecast' })).toBeTruthy();
  });
});
