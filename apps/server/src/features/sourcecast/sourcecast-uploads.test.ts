import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeWav } from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_AUDIO, uidTakenText } from './service';
import {
  type FormParts,
  filesUnder,
  playback,
  type SourcecastKit,
  sourcecastForm,
  startSourcecastKit,
  testWav,
} from './sourcecast-test-kit';
import { formTooLarge, ONE_AUDIO_FILE } from './upload-form';

let k: SourcecastKit;
beforeAll(async () => {
  // A 1 MB limit, so the test of the limit sends little.
  k = await startSourcecastKit({ maxAudioMb: 1 });
  const taken = await k.s.as(k.staff).upload(adminPath(), sourcecastForm({ uid: 'taken-uid' }));
  expect(taken.statusCode).toBe(200);
});
afterAll(async () => k.close());

const adminPath = () => `/v2/courses/${k.courseId}/admin/sourcecast`;

/** A WAV whose format code is not PCM (3: IEEE float). */
function floatWav(): Uint8Array {
  const bytes = testWav(100);
  new DataView(bytes.buffer).setUint16(20, 3, true);
  return bytes;
}

const playbackWith = (change: (data: typeof playback) => unknown) =>
  JSON.stringify(change(structuredClone(playback)));

const badUploads: [string, FormParts, number, string | RegExp][] = [
  ['no title', { title: undefined }, 400, /sourcecast\[title\]/],
  ['a blank title', { title: '   ' }, 400, /sourcecast\[title\]/],
  ['a title of 201 characters', { title: 't'.repeat(201) }, 400, /sourcecast\[title\]/],
  ['a description of 2001 characters', { description: 'd'.repeat(2001) }, 400, /sourcecast\[description\]/],
  ['no audio', { audio: null }, 400, MISSING_AUDIO],
  ['no audio, audio last', { audio: null, audioLast: true }, 400, MISSING_AUDIO],
  ['no playback data', { playbackData: undefined }, 400, /sourcecast\[playbackData\]/],
  ['audio named .mp3', { audio: { bytes: testWav(), name: '1.mp3' } }, 400, /sourcecast\[audio\].*\.wav/],
  [
    'audio that is not RIFF/WAVE',
    { audio: { bytes: new TextEncoder().encode('ID3 not a wave at all'), name: '2.wav' } },
    400,
    /sourcecast\[audio\].*not a WAV/,
  ],
  ['audio that is not PCM', { audio: { bytes: floatWav(), name: '3.wav' } }, 400, /sourcecast\[audio\].*PCM/],
  [
    'audio that is not PCM, sent after the fields',
    { audio: { bytes: floatWav(), name: '3.wav' }, audioLast: true },
    400,
    /sourcecast\[audio\].*PCM/,
  ],
  ['playback data that is not JSON', { playbackData: '{init:' }, 400, 'sourcecast[playbackData]: not JSON'],
  [
    'playback data without init',
    { playbackData: playbackWith((d) => ({ inputs: d.inputs })) },
    400,
    /sourcecast\[playbackData\]: init/,
  ],
  [
    'an input of an unknown type',
    { playbackData: playbackWith((d) => ({ ...d, inputs: [{ time: 1, type: 'teleport', data: null }] })) },
    400,
    /sourcecast\[playbackData\]: inputs\.0/,
  ],
  [
    'input times going back',
    { playbackData: playbackWith((d) => ({ ...d, inputs: [...d.inputs].reverse() })) },
    400,
    /inputs\.1\.time: Input times must not go back/,
  ],
  ['a uid with a slash', { uid: 'a/b' }, 400, /sourcecast\[uid\]/],
  ['a uid of 65 characters', { uid: 'u'.repeat(65) }, 400, /sourcecast\[uid\]/],
  ['a taken uid', { uid: 'taken-uid' }, 409, uidTakenText('taken-uid')],
  [
    'audio over the limit',
    { audio: { bytes: encodeWav(new Int16Array(600_000), 8000), name: '4.wav' } },
    413,
    'sourcecast[audio]: the recording is larger than the limit of 1 MB',
  ],
  [
    'playback data over 10 MB',
    { playbackData: JSON.stringify({ ...playback, pad: 'x'.repeat(10 * 1024 * 1024) }) },
    413,
    'sourcecast[playbackData]: the playback data is larger than the limit of 10 MB',
  ],
];

describe('a bad upload is refused naming its field, and leaves no row and no file', () => {
  it.each(badUploads)('%s', async (_, parts, status, message) => {
    const before = await k.counts();
    const res = await k.s.as(k.staff).upload(adminPath(), sourcecastForm(parts));
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.body).toBe(message);
    else expect(res.body).toMatch(message);
    expect(await k.counts()).toEqual(before);
  });

  it('two files, a file in another field, and a body that is no form', async () => {
    const before = await k.counts();
    const twice = sourcecastForm();
    twice.append('sourcecast[audio]', new Blob([testWav()]), '2.wav');
    const res = await k.s.as(k.staff).upload(adminPath(), twice);
    expect([res.statusCode, res.body]).toEqual([400, ONE_AUDIO_FILE]);

    const other = sourcecastForm({ audio: null });
    other.append('sourcecast[picture]', new Blob([testWav()]), 'x.wav');
    const wrong = await k.s.as(k.staff).upload(adminPath(), other);
    expect([wrong.statusCode, wrong.body]).toEqual([
      400,
      `Unexpected file field "sourcecast[picture]": ${ONE_AUDIO_FILE}`,
    ]);

    const json = await k.s.as(k.staff).post(adminPath(), { 'sourcecast[title]': 'x' });
    expect([json.statusCode, json.body]).toEqual([400, expect.stringMatching(/^Expected a multipart form/)]);
    expect(await k.counts()).toEqual(before);
  });
});

describe('a body that says it is larger than every limit together', () => {
  it('is refused before it is read', async () => {
    const before = await k.counts();
    const res = await k.s.as(k.staff).request('POST', adminPath(), {
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(12 * 1024 * 1024),
      },
      body: '--x--\r\n',
    });
    expect([res.statusCode, res.body]).toEqual([413, formTooLarge(1024 * 1024)]);
    expect(await k.counts()).toEqual(before);
  });
});

describe('a client that cuts the connection mid-upload', () => {
  it('leaves no row and no file, the half-written file removed', async () => {
    const address = await k.s.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await k.counts();
    const boundary = 'cutcutcut';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="sourcecast[title]"',
      '',
      'Cut off',
      `--${boundary}`,
      'Content-Disposition: form-data; name="sourcecast[audio]"; filename="5.wav"',
      'Content-Type: audio/wav',
      '',
      '',
    ].join('\r\n');
    // Half of a file just under the limit: enough to be streaming into the store when cut.
    const audio = encodeWav(new Int16Array(250_000), 8000);
    const claimed = Buffer.byteLength(head) + audio.length + 200;
    const { authorization } = await k.s.auth(k.staff);
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      [
        `POST ${adminPath()} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: ${authorization}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${claimed}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(audio.subarray(0, audio.length / 2));
    // The upload is under way: a temporary file is growing in the store's folder.
    await until(() => filesUnder(k.filesDir).some((path) => path.includes('.partial')));
    socket.destroy();
    await until(() => filesUnder(k.filesDir).length === before.files);
    await sleep(100);
    expect(await k.counts()).toEqual(before);
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}
