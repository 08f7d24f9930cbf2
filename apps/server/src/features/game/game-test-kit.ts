import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { NewCourse } from '../courses/queries';

/** A test server with a file store folder of its own and one member per role in one course. */
export interface GameKit {
  s: TestServer;
  filesDir: string;
  courseId: number;
  student: UserRow;
  staff: UserRow;
  admin: UserRow;
  /** Signed in, not a member. */
  outsider: UserRow;
  close(): Promise<void>;
}

export async function startGameKit(
  options: { course?: Partial<NewCourse>; webDistDir?: string } = {},
): Promise<GameKit> {
  const filesDir = mkdtempSync(join(tmpdir(), 'sa-game-'));
  const s = await startTestServer({
    config: {
      files: { kind: 'folder', dir: filesDir },
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    },
  });
  const course = await s.createCourse(options.course);
  const member = async (role: 'student' | 'staff' | 'admin') => {
    // The course is their latest viewed one, so GET /v2/user answers its registration.
    const user = await s.createUser({ latestViewedCourseId: course.id });
    await s.enrol(user, course, role);
    return user;
  };
  const student = await member('student');
  const staff = await member('staff');
  const admin = await member('admin');
  const outsider = await s.createUser();
  return {
    s,
    filesDir,
    courseId: course.id,
    student,
    staff,
    admin,
    outsider,
    async close() {
      await s.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
