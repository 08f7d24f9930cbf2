import { asc, eq } from 'drizzle-orm';
import { answers, assessments, questions, submissions } from '../../db/schema';
import type { TestServer, UserRow } from '../../test/harness';

/** Test-only helpers for the Ground Control tests: building files and forms, reading rows. */

export type ProblemKind = 'programming' | 'mcq' | 'voting';

export function problemXml(kind: ProblemKind, text = `A ${kind} question`, maxxp = 100): string {
  switch (kind) {
    case 'programming':
      return `<PROBLEM type="programming" maxxp="${maxxp}"><TEXT>${text}</TEXT><SNIPPET>
        <TEMPLATE>function f(x) { return x; }</TEMPLATE>
        <TESTCASES><PUBLIC score="1" answer="2">f(2);</PUBLIC><SECRET score="2" answer="3">f(3);</SECRET></TESTCASES>
      </SNIPPET></PROBLEM>`;
    case 'mcq':
      return `<PROBLEM type="mcq" maxxp="${maxxp}"><TEXT>${text}</TEXT>
        <CHOICE correct="true"><TEXT>yes</TEXT></CHOICE><CHOICE correct="false"><TEXT>no</TEXT></CHOICE></PROBLEM>`;
    case 'voting':
      return `<PROBLEM type="voting" maxxp="${maxxp}"><TEXT>${text}</TEXT>
        <VOTING assessment_number="C1" reveal_hours="0" token_divider="10"/></PROBLEM>`;
  }
}

export function assessmentXml({
  number = 'M1',
  title = 'Mission One',
  problems = [problemXml('programming'), problemXml('mcq')],
  taskExtra = '',
}: {
  number?: string;
  title?: string;
  problems?: string[];
  taskExtra?: string;
} = {}): string {
  return `<?xml version="1.0"?>
<CONTENT>
  <TASK title="${title}" number="${number}"${taskExtra}>
    <WEBSUMMARY>Summary of ${title}</WEBSUMMARY>
    <PROGRAMMINGLANGUAGE interpreter="1"/>
    <PROBLEMS>${problems.join('\n')}</PROBLEMS>
  </TASK>
</CONTENT>`;
}

export interface UploadOptions {
  configId: number | string | undefined;
  forceUpdate?: 'true' | 'false' | string;
  /** Extra files, each [field, content]. */
  files?: [string, string][];
  /** Put the text fields before the file (the order a form sends them in varies). */
  fieldsFirst?: boolean;
  omitFile?: boolean;
}

export function uploadForm(xml: string, options: UploadOptions): FormData {
  const form = new FormData();
  const fields = () => {
    if (options.forceUpdate !== undefined) form.append('forceUpdate', options.forceUpdate);
    if (options.configId !== undefined) form.append('assessmentConfigId', String(options.configId));
  };
  if (options.fieldsFirst) fields();
  if (!options.omitFile) form.append('assessment', new Blob([xml], { type: 'text/xml' }), 'assessment.xml');
  for (const [field, content] of options.files ?? []) {
    form.append(field, new Blob([content], { type: 'text/xml' }), `${field}.xml`);
  }
  if (!options.fieldsFirst) fields();
  return form;
}

export function upload(
  s: TestServer,
  courseId: number,
  user: UserRow | null,
  xml: string,
  options: UploadOptions,
) {
  return (user ? s.as(user) : s.signedOut).upload(
    `/v2/courses/${courseId}/admin/assessments`,
    uploadForm(xml, options),
  );
}

export async function assessmentByNumber(s: TestServer, courseId: number, number: string) {
  const rows = await s.db.select().from(assessments).where(eq(assessments.number, number));
  return rows.find((row) => row.courseId === courseId);
}

export function questionsOf(s: TestServer, assessmentId: number) {
  return s.db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.displayOrder));
}

/** A student's answer to each of the given questions, written straight to the database. */
export async function answerDirectly(
  s: TestServer,
  studentRegId: number,
  assessmentId: number,
  questionIds: number[],
  status: 'attempting' | 'attempted' | 'submitted' = 'attempting',
) {
  const [submission] = await s.db
    .insert(submissions)
    .values({ studentId: studentRegId, assessmentId, status })
    .returning();
  if (!submission) throw new Error('no submission');
  for (const questionId of questionIds) {
    await s.db.insert(answers).values({ submissionId: submission.id, questionId, answer: { code: 'f;' } });
  }
  return submission;
}

/** Everything an upload can touch, to compare before and after a rejected one. */
export async function snapshot(s: TestServer) {
  return {
    assessments: await s.db.select().from(assessments).orderBy(asc(assessments.id)),
    questions: await s.db.select().from(questions).orderBy(asc(questions.id)),
    submissions: await s.db.select().from(submissions).orderBy(asc(submissions.id)),
    answers: await s.db.select().from(answers).orderBy(asc(answers.id)),
  };
}
