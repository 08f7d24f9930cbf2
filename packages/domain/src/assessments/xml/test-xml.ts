import type { StoredQuestion } from '../model';
import { readAssessmentXml, type XmlAssessment, type XmlReadResult } from './read-assessment';

/** Helpers of the importer's tests. */

export function ok(result: XmlReadResult): XmlAssessment {
  if (!result.ok) throw new Error(`expected the file to import, got: ${result.error}`);
  return result.assessment;
}
export function errorOf(xml: string): string {
  const result = readAssessmentXml(xml);
  if (result.ok) throw new Error('expected the file to be rejected');
  return result.error;
}
export function dataOf<T extends StoredQuestion['type']>(q: StoredQuestion, type: T) {
  if (q.type !== type) throw new Error(`expected a ${type} question, got ${q.type}`);
  return q.data as Extract<StoredQuestion, { type: T }>['data'];
}

/** A minimal valid file with pieces replaced, for one error at a time. */
export function task({
  attrs = 'title="T" number="N1"',
  library = '<PROGRAMMINGLANGUAGE interpreter="1"/>',
  problems = '<PROBLEM type="programming" maxxp="10"><TEXT>Q</TEXT><SNIPPET><TEMPLATE>x;</TEMPLATE></SNIPPET></PROBLEM>',
  extra = '',
} = {}) {
  return `<CONTENT><TASK ${attrs}>${extra}${library}<PROBLEMS>${problems}</PROBLEMS></TASK></CONTENT>`;
}
