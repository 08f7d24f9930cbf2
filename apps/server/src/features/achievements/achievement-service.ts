import {
  ACHIEVEMENT_NOT_FOUND,
  type Achievement,
  AchievementsResponse,
  achievementRepeated,
  achievementUuidTaken,
  linkedGoalNotFound,
  ownPrerequisite,
  prerequisiteNotFound,
  UUID_MISMATCH,
} from '@sa/contracts';
import { circularDependencyMessage } from '@sa/domain';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import {
  type AchievementRow,
  deleteAchievementRow,
  type Edge,
  existingAchievementUuids,
  existingGoalUuids,
  listAchievementRows,
  listGoalLinks,
  listPrerequisiteEdges,
  lockCourseDefinitions,
  type NewAchievementRow,
  replaceAchievementEdges,
  upsertAchievementRows,
} from './achievement-queries';

/**
 * GET courses/:id/achievements, for every member. Hidden (position 0) and unreleased achievements
 * are included, as the reference sends them: the dashboard decides what a student sees, and staff
 * need them for 'View Hidden Achievements'. Nothing in an achievement is secret.
 */
export async function listAchievements(db: Database, courseId: number): Promise<Achievement[]> {
  const [rows, prerequisites, goalLinks] = await Promise.all([
    listAchievementRows(db, courseId),
    listPrerequisiteEdges(db, courseId),
    listGoalLinks(db, courseId),
  ]);
  const prerequisitesOf = groupEdges(prerequisites);
  const goalsOf = groupEdges(goalLinks);
  return AchievementsResponse.parse(
    rows.map((row) => toAchievement(row, prerequisitesOf.get(row.uuid) ?? [], goalsOf.get(row.uuid) ?? [])),
  );
}

/**
 * PUT admin/achievements (and admin/achievements/:uuid with one): upserts each achievement and
 * replaces its prerequisites and goal links, all or nothing. Every prerequisite is an achievement
 * of the course (already stored or in this request) other than itself, every goal a goal of the
 * course, and the prerequisites of the course stay free of cycles.
 */
export async function saveAchievements(
  db: Database,
  courseId: number,
  input: readonly Achievement[],
): Promise<void> {
  const batch = withUniqueLinks(input);
  refuseDuplicates(batch.map((a) => a.uuid));
  await db.transaction(async (tx) => {
    await lockCourseDefinitions(tx, courseId);
    await checkReferences(tx, courseId, batch);
    await refuseCycles(tx, courseId, batch);
    const written = await upsertAchievementRows(
      tx,
      batch.map((a) => toAchievementRow(courseId, a)),
    );
    const taken = batch.find((a) => !written.has(a.uuid));
    if (taken) throw badRequest(achievementUuidTaken(taken.uuid));
    await replaceAchievementEdges(
      tx,
      batch.map((a) => a.uuid),
      batch.flatMap((a) => a.prerequisiteUuids.map((to) => ({ from: a.uuid, to }))),
      batch.flatMap((a) => a.goalUuids.map((to) => ({ from: a.uuid, to }))),
    );
  });
}

/** PUT admin/achievements/:uuid: the body may leave the uuid out; if present it must match. */
export async function saveAchievement(
  db: Database,
  courseId: number,
  uuid: string,
  input: Omit<Achievement, 'uuid'> & { uuid?: string | undefined },
): Promise<void> {
  if (input.uuid !== undefined && input.uuid !== uuid) throw badRequest(UUID_MISMATCH);
  await saveAchievements(db, courseId, [{ ...input, uuid }]);
}

/** DELETE admin/achievements/:uuid: it also leaves every other achievement's prerequisites. */
export async function deleteAchievement(db: Database, courseId: number, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourseDefinitions(tx, courseId);
    if (!(await deleteAchievementRow(tx, courseId, uuid))) throw notFound(ACHIEVEMENT_NOT_FOUND);
  });
}

function toAchievement(row: AchievementRow, prerequisiteUuids: string[], goalUuids: string[]): Achievement {
  return {
    uuid: row.uuid,
    title: row.title,
    xp: row.xp,
    isVariableXp: row.isVariableXp,
    release: row.openAt?.toISOString() ?? null,
    deadline: row.closeAt?.toISOString() ?? null,
    isTask: row.isTask,
    prerequisiteUuids,
    cardBackground: row.cardTileUrl,
    position: row.position,
    view: { coverImage: row.canvasUrl, description: row.description, completionText: row.completionText },
    goalUuids,
  };
}

/** The row of one achievement (the JSON's names mapped to the reference's columns). */
export function toAchievementRow(courseId: number, a: Achievement): NewAchievementRow {
  return {
    uuid: a.uuid,
    courseId,
    title: a.title,
    xp: a.xp,
    isVariableXp: a.isVariableXp,
    openAt: a.release === null ? null : new Date(a.release),
    closeAt: a.deadline === null ? null : new Date(a.deadline),
    isTask: a.isTask,
    position: a.position,
    cardTileUrl: a.cardBackground,
    canvasUrl: a.view.coverImage,
    description: a.view.description,
    completionText: a.view.completionText,
  };
}

function groupEdges(edges: readonly Edge[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { from, to } of edges) {
    const list = grouped.get(from);
    if (list) list.push(to);
    else grouped.set(from, [to]);
  }
  return grouped;
}

/** The editor may send a prerequisite or goal twice; the spec de-duplicates them. */
function withUniqueLinks(input: readonly Achievement[]): Achievement[] {
  return input.map((a) => ({
    ...a,
    prerequisiteUuids: [...new Set(a.prerequisiteUuids)],
    goalUuids: [...new Set(a.goalUuids)],
  }));
}

function refuseDuplicates(uuids: readonly string[]): void {
  const seen = new Set<string>();
  for (const uuid of uuids) {
    if (seen.has(uuid)) throw badRequest(achievementRepeated(uuid));
    seen.add(uuid);
  }
}

async function checkReferences(tx: Executor, courseId: number, batch: readonly Achievement[]): Promise<void> {
  const inBatch = new Set(batch.map((a) => a.uuid));
  const [storedPrerequisites, storedGoals] = await Promise.all([
    existingAchievementUuids(
      tx,
      courseId,
      [...new Set(batch.flatMap((a) => a.prerequisiteUuids))].filter((u) => !inBatch.has(u)),
    ),
    existingGoalUuids(tx, courseId, [...new Set(batch.flatMap((a) => a.goalUuids))]),
  ]);
  for (const a of batch) {
    for (const prerequisite of a.prerequisiteUuids) {
      if (prerequisite === a.uuid) throw badRequest(ownPrerequisite(a.title));
      if (!inBatch.has(prerequisite) && !storedPrerequisites.has(prerequisite)) {
        throw badRequest(prerequisiteNotFound(a.title, prerequisite));
      }
    }
    const missingGoal = a.goalUuids.find((goal) => !storedGoals.has(goal));
    if (missingGoal) throw badRequest(linkedGoalNotFound(a.title, missingGoal));
  }
}

/** The course's prerequisite graph as it would be after the write must have no cycle. */
async function refuseCycles(tx: Executor, courseId: number, batch: readonly Achievement[]): Promise<void> {
  const rewritten = new Set(batch.map((a) => a.uuid));
  const graph = new Map<string, string[]>();
  const stored = (await listPrerequisiteEdges(tx, courseId)).filter((e) => !rewritten.has(e.from));
  for (const [from, to] of groupEdges(stored)) graph.set(from, to);
  for (const a of batch) graph.set(a.uuid, a.prerequisiteUuids);
  const onCycle = findNodeOnCycle(graph);
  if (onCycle === undefined) return;
  // Name the achievement by its new title if this request carries it, else by its stored one.
  const title =
    batch.find((a) => a.uuid === onCycle)?.title ??
    (await listAchievementRows(tx, courseId)).find((row) => row.uuid === onCycle)?.title ??
    onCycle;
  // The editor's own warning text (spec 2 section 4), so staff read the same words either way.
  throw badRequest(circularDependencyMessage(title));
}

/**
 * A node on some cycle of the graph, or undefined if there is none. Iterative depth-first search
 * with three colours, so a deep prerequisite chain cannot overflow the stack.
 */
export function findNodeOnCycle(graph: ReadonlyMap<string, readonly string[]>): string | undefined {
  const done = new Set<string>();
  const onPath = new Set<string>();
  for (const start of graph.keys()) {
    if (done.has(start)) continue;
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    onPath.add(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top) break;
      const children = graph.get(top.node) ?? [];
      const child = children[top.next];
      if (child === undefined) {
        stack.pop();
        onPath.delete(top.node);
        done.add(top.node);
        continue;
      }
      top.next += 1;
      if (onPath.has(child)) return child;
      if (done.has(child)) continue;
      onPath.add(child);
      stack.push({ node: child, next: 0 });
    }
  }
  return undefined;
}
