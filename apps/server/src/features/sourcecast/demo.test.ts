import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlaybackData, Sourcecast } from '@sa/contracts';
import { readWavHeader, textAt, wavDurationMs } from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../../db/seed-demo';
import { bytesOf } from '../../storage/file-store';
import { FolderStore } from '../../storage/folder-store';
import { startTestServer, type TestServer } from '../../test/harness';
import { DEMO_PROGRAM, DEMO_SOURCECAST_UID, ensureDemoSourcecast } from './demo';
import { filesUnder } from './sourcecast-test-kit';

let s: TestServer;
let dir: string;
let files: FolderStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sa-demo-files-'));
  files = new FolderStore(dir);
  s = await startTestServer({ config: { files: { kind: 'folder', dir } } });
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo sourcecast', () => {
  it('is added to the demo course once, its recording restored when the store lost it', async () => {
    expect(await ensureDemoSourcecast(s.db, files)).toBe('no course');
    const { courseId } = await seedDemo(s.db);
    expect(await ensureDemoSourcecast(s.db, files)).toBe('created');
    expect(await ensureDemoSourcecast(s.db, files)).toBe('present');
    expect(filesUnder(dir)).toHaveLength(1);

    const [student] = await s.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'student') });
    if (!student) throw new Error('no demo student');
    const listed = (await s.as(student).get(`/v2/courses/${courseId}/sourcecast`)).json(z.array(Sourcecast));
    expect(listed.map((item) => item.uid)).toEqual([DEMO_SOURCECAST_UID]);
    const [item] = listed;
    const data = PlaybackData.parse(JSON.parse(item?.playbackData ?? ''));
    const end = data.inputs.at(-1)?.time ?? 0;
    expect(textAt(data, end)).toBe(DEMO_PROGRAM);
    expect(data.inputs.at(-1)?.type).toBe('keyboardCommand');

    const audio = await s.signedOut.get(item?.url ?? '');
    const header = readWavHeader(new Uint8Array(audio.rawPayload));
    if (!header.ok) throw new Error(header.message);
    expect(wavDurationMs(header)).toBeGreaterThan(end);

    // Lost between two starts (a fresh DATA_DIR/files): the next start's store puts it back.
    rmSync(filesUnder(dir)[0] ?? '');
    files = new FolderStore(dir);
    expect(await ensureDemoSourcecast(s.db, files)).toBe('restored');
    const [file] = filesUnder(dir);
    expect((await bytesOf(await files.readRange(file?.slice(dir.length + 1) ?? ''))).length).toBe(
      audio.rawPayload.length,
    );
  });
});
