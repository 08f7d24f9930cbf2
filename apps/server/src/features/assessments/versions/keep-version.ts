import { versionWrite } from '@sa/domain';
import type { Database, Executor } from '../../../db/client';
import { type SaveResult, saveIntoSubmission } from '../answer-queries';
import { findLatestVersion, insertVersion, replaceVersionContent } from './version-queries';

/**
 * Keeps a version of a saved programming answer by the collapse rule (packages/domain): nothing
 * when the content is the newest version's, the newest version's content replaced when it is the
 * same person's within a minute, else a new version (pruning the oldest unnamed ones).
 */
export async function keepVersion(
  executor: Executor,
  input: { answerId: number; content: string; savedById: number; at: Date },
): Promise<void> {
  const latest = await findLatestVersion(executor, input.answerId);
  const write = versionWrite(latest, { content: input.content, savedById: input.savedById, at: input.at });
  if (write.kind === 'none') return;
  if (write.kind === 'replace') {
    const replaced = await replaceVersionContent(executor, {
      id: write.id,
      content: input.content,
      at: input.at,
    });
    if (replaced) return;
  }
  await insertVersion(executor, input);
}

/**
 * Saves a programming answer and keeps its version in one transaction. The answer statement locks
 * the submission until the commit, so the saves of one submission (a team's members included)
 * write the answer and the history in the same order: the newest version is the saved answer.
 */
export async function saveCodeWithVersion(
  db: Database,
  input: Parameters<typeof saveIntoSubmission>[1] & { code: string; savedById: number },
): Promise<SaveResult | undefined> {
  return db.transaction(async (tx) => {
    const saved = await saveIntoSubmission(tx, input);
    if (saved?.answerId != null) {
      await keepVersion(tx, {
        answerId: saved.answerId,
        content: input.code,
        savedById: input.savedById,
        at: input.at,
      });
    }
    return saved;
  });
}
