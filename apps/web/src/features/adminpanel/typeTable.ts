import {
  type AdminAssessmentConfig,
  type AssessmentConfigInput,
  PutAssessmentConfigsRequest,
} from '@sa/contracts';
import {
  type AssessmentTypeFields,
  MAX_ASSESSMENT_TYPES,
  MIN_ASSESSMENT_TYPES,
  newAssessmentType,
  TOO_FEW_ASSESSMENT_TYPES,
  TOO_MANY_ASSESSMENT_TYPES,
} from '@sa/domain';

/**
 * The type table's rows: the editable fields plus a key that stays put while rows move (new
 * rows all have id -1, so the id cannot be the key) and the assessment count a delete removes.
 */
export interface TypeRow extends AssessmentTypeFields {
  key: string;
  assessmentCount: number;
}

export type Edit = { rows: TypeRow[] } | { error: string };

let nextKey = 0;
const freshKey = () => `new-${++nextKey}`;

export function rowsFromServer(configs: readonly AdminAssessmentConfig[]): TypeRow[] {
  return configs.map((c) => ({
    key: `id-${c.assessmentConfigId}`,
    assessmentConfigId: c.assessmentConfigId,
    type: c.type,
    isManuallyGraded: c.isManuallyGraded,
    displayInDashboard: c.displayInDashboard,
    earlySubmissionXp: c.earlySubmissionXp,
    hoursBeforeEarlyXpDecay: c.hoursBeforeEarlyXpDecay,
    assessmentCount: c.assessmentCount,
  }));
}

export function addRow(rows: readonly TypeRow[]): Edit {
  if (rows.length >= MAX_ASSESSMENT_TYPES) return { error: TOO_MANY_ASSESSMENT_TYPES };
  return { rows: [...rows, { ...newAssessmentType(), key: freshKey(), assessmentCount: 0 }] };
}

export function removeRow(rows: readonly TypeRow[], key: string): Edit {
  if (rows.length <= MIN_ASSESSMENT_TYPES) return { error: TOO_FEW_ASSESSMENT_TYPES };
  return { rows: rows.filter((r) => r.key !== key) };
}

export function moveRow(rows: readonly TypeRow[], from: number, to: number): TypeRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function updateRow(rows: readonly TypeRow[], key: string, patch: Partial<AssessmentTypeFields>) {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}

/** A number field: empty, negative or fractional input becomes the nearest whole number >= 0. */
export function toCount(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const fieldsOf = ({ key: _key, assessmentCount: _count, ...fields }: TypeRow): AssessmentTypeFields => fields;

/** Unsaved when any row, or the order of rows, differs from what the server last sent. */
export function isDirty(rows: readonly TypeRow[], saved: readonly TypeRow[]): boolean {
  return JSON.stringify(rows.map(fieldsOf)) !== JSON.stringify(saved.map(fieldsOf));
}

export function toRequest(rows: readonly TypeRow[]): AssessmentConfigInput[] {
  return rows.map((r) => ({ ...fieldsOf(r), type: r.type.trim() }));
}

/**
 * What the route's own schema refuses in each row, by row key ('Assessment Type cannot be empty'),
 * so the table says it beside the field instead of the server answering 400.
 */
export function rowProblems(rows: readonly TypeRow[]): Map<string, string> {
  const problems = new Map<string, string>();
  const checked = PutAssessmentConfigsRequest.safeParse({ assessmentConfigs: toRequest(rows) });
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const index = issue.path[1];
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (row && !problems.has(row.key)) problems.set(row.key, issue.message);
  }
  return problems;
}

/** What the delete confirmation says will go with the type. */
export function deleteWarning(row: TypeRow): string {
  const what = `This deletes the assessment type '${row.type}'`;
  if (row.assessmentCount === 0) return `${what}. It has no assessments, so nothing else is deleted.`;
  const n = row.assessmentCount === 1 ? '1 assessment' : `${row.assessmentCount} assessments`;
  return `${what} and its ${n}, with all of their submissions and answers. This cannot be undone.`;
}
