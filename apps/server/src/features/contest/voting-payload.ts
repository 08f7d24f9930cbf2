import type { ContestEntry } from '@sa/contracts';
import { isStaffOrAdmin, type StoredQuestion } from '@sa/domain';
import { eq } from 'drizzle-orm';
import type { CourseReg } from '../../auth/guard';
import type { Executor } from '../../db/client';
import { courses } from '../../db/schema';
import { type Leaderboards, leaderboardsFor } from './leaderboards';
import { listContestEntries } from './vote-queries';

/** What the show payload adds to the voting questions, by question id. */
export interface VotingExtras {
  entries: Map<number, ContestEntry[]>;
  leaderboards: Map<number, Leaderboards>;
}

/** The caller's entries and the leaderboards of the assessment's voting questions. */
export async function votingExtras(
  executor: Executor,
  reg: CourseReg,
  votingCloseAt: Date,
  rows: readonly { id: number; question: StoredQuestion }[],
  now: Date,
): Promise<VotingExtras> {
  const voting = rows.flatMap((row) =>
    row.question.type === 'voting' ? [{ id: row.id, data: row.question.data }] : [],
  );
  const extras: VotingExtras = { entries: new Map(), leaderboards: new Map() };
  if (voting.length === 0) return extras;
  extras.entries = await listContestEntries(
    executor,
    reg.id,
    voting.map((q) => q.id),
  );
  const [course] = await executor
    .select({ count: courses.topContestLeaderboardDisplay })
    .from(courses)
    .where(eq(courses.id, reg.courseId));
  for (const q of voting) {
    const boards = await leaderboardsFor(executor, {
      courseId: reg.courseId,
      question: q.data,
      votingCloseAt,
      staff: isStaffOrAdmin(reg.role),
      count: course?.count ?? 10,
      now,
    });
    extras.leaderboards.set(q.id, boards);
  }
  return extras;
}
