import { earlySubmissionBonus } from '@sa/domain';
import type { Executor } from '../../db/client';
import { answersXp, setXpBonus } from './queries';

interface BonusInputs {
  id: number;
  xpBonus: number;
  submittedAt: Date | null;
  openAt: Date;
  closeAt: Date;
  earlySubmissionXp: number;
  hoursBeforeEarlyXpDecay: number;
}

/**
 * The early-submission bonus, computed while it is still 0 (api-reference section 4: at the
 * finalise, when autograding completes, after a grade save, on a manual publish), with t =
 * submitted_at. Returns the bonus now stored.
 */
export async function renewXpBonus(tx: Executor, submission: BonusInputs, now: Date): Promise<number> {
  if (submission.xpBonus !== 0) return submission.xpBonus;
  const xpBonus = earlySubmissionBonus({
    earlySubmissionXp: submission.earlySubmissionXp,
    hoursBeforeEarlyXpDecay: submission.hoursBeforeEarlyXpDecay,
    openAt: submission.openAt,
    closeAt: submission.closeAt,
    submittedAt: submission.submittedAt ?? now,
    answersXp: await answersXp(tx, submission.id),
  });
  if (xpBonus !== 0) await setXpBonus(tx, submission.id, xpBonus);
  return xpBonus;
}
