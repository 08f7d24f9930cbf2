import { Readable } from 'node:stream';
import { type AceDelta, changesToAceDeltas, encodeWav, type Input, type PlaybackData } from '@sa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, users } from '../../db/schema';
import { DEMO_COURSE } from '../../db/seed-demo';
import { sourcecasts } from '../../db/sourcecast-schema';
import { DEMO_USERS, TEST_PROVIDER_ID } from '../../demo/demo-users';
import type { FileStore } from '../../storage/file-store';
import { insertSourcecast } from './queries';
import { newAudioKey } from './upload-form';

export const DEMO_SOURCECAST_UID = 'demo-square';
export const DEMO_PROGRAM = 'const square = x => x * x;\nsquare(5);';

const SAMPLE_RATE = 8000;
const SECONDS = 4;
const KEY_MS = 70;
const FIRST_KEY_MS = 300;

/**
 * A few seconds of a soft tone (A3 with its fifth, faded in and out): the demo's "voice", made in
 * code so the repository holds no binary file.
 */
export function demoAudio(): Uint8Array {
  const samples = new Int16Array(SAMPLE_RATE * SECONDS);
  for (let i = 0; i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t / 0.3, (SECONDS - t) / 0.3);
    const tone = Math.sin(2 * Math.PI * 220 * t) + 0.5 * Math.sin(2 * Math.PI * 330 * t);
    samples[i] = Math.round(1500 * fade * tone);
  }
  return encodeWav(samples, SAMPLE_RATE);
}

/** Typing DEMO_PROGRAM a key at a time (each key a delta and the cursor after it), then running it. */
export function demoPlayback(): PlaybackData {
  const inputs: Input[] = [];
  let text = '';
  let time = FIRST_KEY_MS;
  for (const key of DEMO_PROGRAM) {
    const at = text.length;
    const deltas: AceDelta[] = changesToAceDeltas(text, [{ fromA: at, toA: at, fromB: at, inserted: key }]);
    text += key;
    for (const delta of deltas) inputs.push({ time, type: 'codeDelta', data: delta });
    const lines = text.split('\n');
    inputs.push({
      time,
      type: 'cursorPositionChange',
      data: { row: lines.length - 1, column: lines.at(-1)?.length ?? 0 },
    });
    time += KEY_MS;
  }
  inputs.push({ time: time + 400, type: 'keyboardCommand', data: 'run' });
  return { init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' }, inputs };
}

/**
 * Demo mode: the demo course has one sourcecast, so a new user finds a lesson to play. Made when
 * absent, and its recording stored again when the file store lost it (a fresh DATA_DIR/files);
 * does nothing without the demo course or its staff user.
 */
export async function ensureDemoSourcecast(
  db: Database,
  files: FileStore,
): Promise<'created' | 'restored' | 'present' | 'no course'> {
  const [existing] = await db.select().from(sourcecasts).where(eq(sourcecasts.uid, DEMO_SOURCECAST_UID));
  if (existing) {
    if (await files.stat(existing.audioKey)) return 'present';
    await storeAudio(files, existing.audioKey);
    return 'restored';
  }
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.courseName, DEMO_COURSE.courseName))
    .orderBy(asc(courses.id))
    .limit(1);
  const staff = DEMO_USERS.find((user) => user.role === 'staff');
  const [uploader] = staff
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, staff.username), eq(users.provider, TEST_PROVIDER_ID)))
    : [];
  if (!course || !uploader) return 'no course';
  const key = newAudioKey();
  const size = await storeAudio(files, key);
  const row = await insertSourcecast(db, {
    title: 'Squaring a number',
    description: 'A short demo: a function is typed and run. Pause at any time to try it yourself.',
    uid: DEMO_SOURCECAST_UID,
    playbackData: JSON.stringify(demoPlayback()),
    audioFileName: `${Date.now()}.wav`,
    audioKey: key,
    audioSize: size,
    uploaderId: uploader.id,
    courseId: course.id,
  });
  // Another process made it first: its row stands, this file goes.
  if (!row) await files.delete(key);
  return 'created';
}

async function storeAudio(files: FileStore, key: string): Promise<number> {
  const bytes = demoAudio();
  const { size } = await files.put(key, Readable.from([Buffer.from(bytes)]), {
    contentType: 'audio/wav',
    maxBytes: bytes.length,
  });
  return size;
}
