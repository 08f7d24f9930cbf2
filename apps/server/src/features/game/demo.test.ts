import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { courseAssetsPrefix, courseAssetUrl, Story, TokenPair } from '@sa/contracts';
import { readWavHeader, wavDurationMs } from '@sa/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stories } from '../../db/game-schema';
import { seedDemo } from '../../db/seed-demo';
import { FolderStore } from '../../storage/folder-store';
import type { TestClient } from '../../test/client';
import { startTestServer, type TestServer } from '../../test/harness';
import { ACHIEVEMENTS } from '../achievements/demo';
import { filesUnder } from '../sourcecast/sourcecast-test-kit';
import { ensureDemoGame, MY_ROOM_NUMBER } from './demo';
import { DEMO_STORY_FILES } from './demo/files';

const MAX_DEMO_BYTES = 3 * 1024 * 1024;
let k: { s: TestServer; filesDir: string; close(): Promise<void> };
let store: FolderStore;
let courseId: number;
let prefix: string;
let student: TestClient;

beforeAll(async () => {
  // No course of its own: the demo seed adds the demo course only to an empty database.
  const filesDir = mkdtempSync(join(tmpdir(), 'sa-game-demo-'));
  const s = await startTestServer({ config: { files: { kind: 'folder', dir: filesDir } } });
  k = {
    s,
    filesDir,
    close: async () => {
      await s.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
  store = new FolderStore(k.filesDir);
  // Before the demo course exists there is nothing to add to.
  expect((await ensureDemoGame(k.s.db, store)).course).toBe('no course');
  const seeded = await seedDemo(k.s.db);
  courseId = seeded.courseId ?? 0;
  prefix = courseAssetsPrefix({ courseId });
  const login = await k.s.signedOut.post('/v2/auth/login', { provider: 'test', code: 'student_code' });
  student = k.s.bearer(login.json(TokenPair).access_token);
}, 60_000);
afterAll(async () => k.close());

const storyText = (name: string) => readFileSync(join(import.meta.dirname, 'demo', 'stories', name), 'utf8');
const fetchFile = (path: string) => k.s.signedOut.get(courseAssetUrl(prefix, path));

describe('the demo story game', () => {
  it('adds three published chapters in a stable order, chapter 1 with two checkpoints', async () => {
    const result = await ensureDemoGame(k.s.db, store);
    expect(result).toMatchObject({ course: 'found', chaptersAdded: 3, myRoom: 'added' });
    const res = await student.get(`/v2/courses/${courseId}/stories`);
    expect(res.statusCode).toBe(200);
    const chapters = res.json(z.array(Story));
    expect(chapters.map((c) => c.title)).toEqual(['Spaceship Emergency', 'Alien Attack', 'Jedi Master']);
    expect(chapters.every((c) => c.isPublished && Date.parse(c.openAt) < Date.now())).toBe(true);
    expect(chapters.map((c) => c.filenames.length)).toEqual([2, 1, 1]);
    for (const chapter of chapters) {
      for (const name of chapter.filenames) expect((await fetchFile(`stories/${name}`)).statusCode).toBe(200);
      expect((await fetchFile(chapter.imageUrl)).headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('stores every file the seeded texts name, and the defaults', async () => {
    const named = new Set<string>(['/locations/sourceCrashedPod.svg', '/images/cookies.svg']);
    const avatars = new Set<string>();
    for (const name of DEMO_STORY_FILES) {
      const served = await fetchFile(`stories/${name}`);
      expect([name, served.statusCode]).toEqual([name, 200]);
      expect(served.body).toBe(storyText(name));
      for (const [path] of served.body.matchAll(/\/[A-Za-z0-9_./-]+\.(?:svg|wav)/g)) named.add(path);
      // A character's default expression, and each expression a speaker line names.
      for (const [, id, expr] of served.body.matchAll(
        /^\s*\+?\s*(\w+), [^,\n]+, (\w+), (?:left|middle|right)/gm,
      )) {
        avatars.add(`/avatars/${id}/${id}.${expr}.svg`);
      }
      for (const [, id, expr] of served.body.matchAll(/^\s*@(\w+), (\w+)/gm)) {
        avatars.add(`/avatars/${id}/${id}.${expr}.svg`);
      }
    }
    expect(avatars.size).toBeGreaterThanOrEqual(8);
    expect(named.size).toBeGreaterThan(25);
    for (const path of [...named, ...avatars]) {
      const res = await fetchFile(path);
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
  });

  it('names every checkpoint file of the default checkpoint and the awards its collectibles give', () => {
    const awards = storyText('awardsMapping.txt');
    for (const name of ['chapter1-wakeup.txt', 'chapter2-aliens.txt', 'chapter3-training.txt']) {
      for (const [, id] of storyText(name).matchAll(/obtain_collectible\((\w+)\)/g)) {
        // A collectible's id is its asset key (game-facts 4).
        expect(awards).toMatch(new RegExp(`^    ${id}\\n        ${id}, /awards/${id}\\.svg, `, 'm'));
      }
    }
    for (const uuid of Object.values(ACHIEVEMENTS)) expect(awards).toMatch(new RegExp(`^    ${uuid}$`, 'm'));
    // The parser cuts action lines at the first "if" (game-facts 1.3): no id may hold one.
    for (const name of DEMO_STORY_FILES) {
      for (const action of storyText(name).matchAll(/^\s+(\w+\*?\([^)]*\))/gm)) {
        expect(action[1]).not.toMatch(/if/);
      }
    }
  });

  it('draws backgrounds at 1920x1080 and chapter pictures at 5:7, sounds as small mono WAV', async () => {
    for (const path of [
      '/locations/bridge/normal.svg',
      '/locations/sourceCrashedPod.svg',
      '/rooms/starRoom.svg',
    ]) {
      expect((await fetchFile(path)).body).toMatch(/^<svg [^>]*width="1920" height="1080"/);
    }
    expect((await fetchFile('/images/chapter1.svg')).body).toMatch(/^<svg [^>]*width="500" height="700"/);
    for (const path of ['/bgm/chapter1.wav', '/bgm/chapter2.wav', '/bgm/chapter3.wav', '/sfx/crunch.wav']) {
      const header = readWavHeader(new Uint8Array((await fetchFile(path)).rawPayload));
      if (!header.ok) throw new Error(`${path}: ${header.message}`);
      expect(header.channels).toBe(1);
      expect(header.sampleRate).toBeLessThanOrEqual(22_050);
      expect(wavDurationMs(header)).toBeLessThan(8_000);
    }
  });

  it('stays under 3 MB in all', () => {
    const total = filesUnder(k.filesDir).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeGreaterThan(100_000);
    expect(total).toBeLessThan(MAX_DEMO_BYTES);
  });

  it('opens the My Room quest, whose template draws a room with the game module', async () => {
    const overviews = (await student.get(`/v2/courses/${courseId}/assessments`)).json<
      { id: number; number: string; title: string; status: string; isPublished: boolean; openAt: string }[]
    >();
    const room = overviews.find((a) => a.number === MY_ROOM_NUMBER);
    expect(room).toMatchObject({ title: 'My Room', isPublished: true });
    expect(Date.parse(room?.openAt ?? '')).toBeLessThan(Date.now());
    const shown = (await student.get(`/v2/courses/${courseId}/assessments/${room?.id}`)).json<{
      questions: { type: string; solutionTemplate: string; library: { chapter: number } }[];
    }>();
    const [question] = shown.questions;
    expect(question).toMatchObject({ type: 'programming', library: { chapter: 4 } });
    const template = question?.solutionTemplate ?? '';
    expect(template).toMatch(/^import \{[^}]*\} from 'game';/);
    for (const fn of ['preload', 'create', 'update'])
      expect(template).toMatch(new RegExp(`function ${fn}\\(\\)`));
    expect(template).toMatch(/create_award\(/);
    // Only names of game-facts 4's table (the module another part implements).
    const imported = (/import \{([^}]*)\}/.exec(template)?.[1] ?? '').split(',').map((n) => n.trim());
    const moduleNames = new Set([
      'create_rect',
      'create_text',
      'create_ellipse',
      'create_award',
      'create_image',
      'add',
      'set_alpha',
      'get_screen_width',
      'get_screen_height',
      'load_image',
    ]);
    expect(imported.filter((name) => !moduleNames.has(name))).toEqual([]);
  });

  it('changes nothing when run again, and never overwrites a chapter or file someone changed', async () => {
    const chapter = await k.s.db.select().from(stories).where(eq(stories.title, 'Alien Attack'));
    await k.s.db.update(stories).set({ isPublished: false }).where(eq(stories.title, 'Alien Attack'));
    const key = `${prefix}stories/chapter2-aliens.txt`;
    await store.put(key, Readable.from([Buffer.from('edited by staff')]), {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    const before = filesUnder(k.filesDir).map((file) => [file, statSync(file).mtimeMs]);

    expect(await ensureDemoGame(k.s.db, store)).toEqual({
      course: 'found',
      chaptersAdded: 0,
      filesAdded: 0,
      myRoom: 'present',
    });
    expect(filesUnder(k.filesDir).map((file) => [file, statSync(file).mtimeMs])).toEqual(before);
    const [{ n } = { n: 0 }] = await k.s.db.select({ n: count() }).from(stories);
    expect(n).toBe(3);
    const [after] = await k.s.db.select().from(stories).where(eq(stories.title, 'Alien Attack'));
    expect(after).toEqual({ ...chapter[0], isPublished: false, updatedAt: expect.any(Date) });
    expect((await fetchFile('stories/chapter2-aliens.txt')).body).toBe('edited by staff');
  });
});
