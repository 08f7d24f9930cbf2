import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, type PlaybackData } from '@sa/domain';
import { count } from 'drizzle-orm';
import { sourcecasts } from '../../db/sourcecast-schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

/** A test server whose file store is a fresh folder of its own, with a course and one user per role. */
export interface SourcecastKit {
  s: TestServer;
  filesDir: string;
  courseId: number;
  student: UserRow;
  staff: UserRow;
  admin: UserRow;
  /** Signed in, but not a member of the course. */
  outsider: UserRow;
  /** Rows of the sourcecasts table and files under the store's folder (temporary ones too). */
  counts(): Promise<{ rows: number; files: number }>;
  close(): Promise<void>;
}

export async function startSourcecastKit(options: { maxAudioMb?: number } = {}): Promise<SourcecastKit> {
  const filesDir = mkdtempSync(join(tmpdir(), 'sa-sourcecast-'));
  const s = await startTestServer({
    config: { files: { kind: 'folder', dir: filesDir }, sourcecastMaxAudioMb: options.maxAudioMb ?? 200 },
  });
  const course = await s.createCourse();
  const [student, staff, admin, outsider] = [
    await s.createUser(),
    await s.createUser(),
    await s.createUser(),
    await s.createUser(),
  ];
  await s.enrol(student, course, 'student');
  await s.enrol(staff, course, 'staff');
  await s.enrol(admin, course, 'admin');
  return {
    s,
    filesDir,
    courseId: course.id,
    student,
    staff,
    admin,
    outsider,
    async counts() {
      const [row] = await s.db.select({ n: count() }).from(sourcecasts);
      return { rows: row?.n ?? 0, files: filesUnder(filesDir).length };
    },
    async close() {
      await s.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A mono 16-bit WAV of `samples` samples: a ramp, so every byte range differs from the others. */
export function testWav(samples = 8000): Uint8Array {
  const data = new Int16Array(samples);
  for (let i = 0; i < samples; i++) data[i] = ((i * 37) % 65_536) - 32_768;
  return encodeWav(data, 8000);
}

export const playback: PlaybackData = {
  init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
  inputs: [
    {
      time: 100,
      type: 'codeDelta',
      data: { action: 'insert', start: { row: 0, column: 0 }, end: { row: 0, column: 3 }, lines: ['1;'] },
    },
    { time: 200, type: 'keyboardCommand', data: 'run' },
  ],
};

export interface FormParts {
  title?: string;
  description?: string;
  uid?: string;
  playbackData?: string;
  audio?: { bytes: Uint8Array; name: string } | null;
  /** The reference client sends the audio before the playback data; ours may send it last. */
  audioLast?: boolean;
}

/**
 * The multipart form as the reference client builds it: `sourcecast[...]` fields, the recording
 * as `sourcecast[audio]` named `<Date.now()>.wav`. A field given as undefined is left out.
 */
export function sourcecastForm(parts: FormParts = {}): FormData {
  const form = new FormData();
  const text: [string, string | undefined][] = [
    ['sourcecast[title]', 'title' in parts ? parts.title : 'Recursion, slowly'],
    ['sourcecast[description]', 'description' in parts ? parts.description : 'Factorial by hand'],
    ['sourcecast[uid]', parts.uid],
  ];
  for (const [name, value] of text) if (value !== undefined) form.append(name, value);
  const audio = parts.audio === undefined ? { bytes: testWav(), name: `${Date.now()}.wav` } : parts.audio;
  const playbackData = 'playbackData' in parts ? parts.playbackData : JSON.stringify(playback);
  const appendAudio = () => {
    if (audio) form.append('sourcecast[audio]', new Blob([audio.bytes], { type: 'audio/wav' }), audio.name);
  };
  if (!parts.audioLast) appendAudio();
  if (playbackData !== undefined) form.append('sourcecast[playbackData]', playbackData);
  if (parts.audioLast) appendAudio();
  return form;
}
