/** Handing out contest entries to voters (api-reference section 7, "Entry assignment"). */

export interface ContestEntryRef {
  /** The entry's contest submission. */
  submissionId: number;
  /** Its author's course registration. */
  studentId: number;
}

export interface VoteAssignment {
  voterId: number;
  submissionId: number;
}

/** At most this many entries per voter. */
export const MAX_VOTES_PER_VOTER = 10;

/** A Fisher-Yates shuffle; tests pass their own to fix the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/**
 * Which entries each voter scores. Every voter gets min(#entries, 10) distinct entries, never
 * their own; the shuffled entry list is repeated just often enough that, taken in turn, the
 * entries are spread evenly over the voters. Walking that pool in order, a voter takes each
 * entry that is neither theirs nor already taken by them, so a voter with an entry of their own
 * gets one fewer when every entry is needed.
 */
export function assignContestEntries(
  entries: readonly ContestEntryRef[],
  voterIds: readonly number[],
  shuffle: (entries: readonly ContestEntryRef[]) => ContestEntryRef[] = shuffled,
): VoteAssignment[] {
  if (entries.length === 0 || voterIds.length === 0) return [];
  const votesPerVoter = Math.min(entries.length, MAX_VOTES_PER_VOTER);
  const copies = Math.ceil((votesPerVoter * voterIds.length) / entries.length);
  const order = shuffle(entries);
  let pool: ContestEntryRef[] = [];
  for (let i = 0; i < copies; i++) pool = pool.concat(order);

  const assignments: VoteAssignment[] = [];
  for (const voterId of voterIds) {
    const taken = new Set<number>();
    const left: ContestEntryRef[] = [];
    for (const entry of pool) {
      const wanted =
        taken.size < votesPerVoter && entry.studentId !== voterId && !taken.has(entry.submissionId);
      if (wanted) {
        taken.add(entry.submissionId);
        assignments.push({ voterId, submissionId: entry.submissionId });
      } else {
        left.push(entry);
      }
    }
    pool = left;
  }
  return assignments;
}
