export { MAX_EXEC_TIME_MS } from './library';
export { MAX_CHOICES_PER_PROBLEM, MAX_TESTCASES_PER_PROBLEM } from './problems';
export {
  MAX_PROBLEMS,
  readAssessmentXml,
  type XmlAssessment,
  type XmlQuestion,
  type XmlReadResult,
} from './read-assessment';
export {
  assessmentXmlProblem,
  exportedAssessment,
  sameLibrary,
  writeAssessmentXml,
} from './write-assessment';
