import { SOURCECAST_AUDIO_NOT_FOUND, Sourcecast } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SourcecastKit, sourcecastForm, startSourcecastKit, testWav } from './sourcecast-test-kit';

let k: SourcecastKit;
let url: string;
const wav = Buffer.from(testWav(20_000));
const size = wav.length;

beforeAll(async () => {
  k = await startSourcecastKit();
  const form = sourcecastForm({ uid: 'ranged', audio: { bytes: wav, name: '1.wav' } });
  expect((await k.s.as(k.staff).upload(`/v2/courses/${k.courseId}/admin/sourcecast`, form)).statusCode).toBe(
    200,
  );
  const [item] = (await k.s.as(k.student).get(`/v2/courses/${k.courseId}/sourcecast`)).json(
    z.array(Sourcecast),
  );
  url = item?.url ?? '';
});
afterAll(async () => k.close());

const get = (range?: string) => k.s.signedOut.get(url, { headers: { range } });

describe('the audio address', () => {
  it('answers the whole file to anyone holding it, saying ranges are welcome', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'content-length': String(size),
    });
    expect(Buffer.compare(res.rawPayload, wav)).toBe(0);
  });

  it.each([
    ['the start', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=1000-4999', 1000, 4999],
    ['from an offset to the end', `bytes=${size - 300}-`, size - 300, size - 1],
    ['a suffix', 'bytes=-512', size - 512, size - 1],
    ['a range past the end, cut to the file', `bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
  ])('answers %s as 206 with Content-Range', async (_, range, start, end) => {
    const res = await get(range);
    expect(res.statusCode).toBe(206);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    });
    expect(Buffer.compare(res.rawPayload, wav.subarray(start, end + 1))).toBe(0);
  });

  it('answers 416 with the size when no byte of the range is in the file', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
      const res = await get(range);
      expect([res.statusCode, res.headers['content-range']], range).toEqual([416, `bytes */${size}`]);
    }
  });

  it('sends the whole file for a range it does not read (several ranges, another unit)', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc']) {
      const res = await get(range);
      expect([res.statusCode, res.rawPayload.length], range).toEqual([200, size]);
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await k.s.signedOut.request('HEAD', url);
    expect([res.statusCode, res.headers['content-length'], res.body]).toEqual([200, String(size), '']);
  });

  it('is 404 for an unknown or malformed name', async () => {
    for (const path of [
      `/v2/sourcecast-audio/${'0'.repeat(32)}.wav`,
      '/v2/sourcecast-audio/..%2F..%2Fjwt-secret',
      '/v2/sourcecast-audio/short.wav',
    ]) {
      const res = await k.s.signedOut.get(path);
      expect([res.statusCode, res.body], path).toEqual([404, SOURCECAST_AUDIO_NOT_FOUND]);
    }
  });
});
