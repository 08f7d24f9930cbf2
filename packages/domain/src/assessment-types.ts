/** Spec 2 sections 5 and 9: a course has between 1 and 8 assessment types. */
export const MAX_ASSESSMENT_TYPES = 8;
export const MIN_ASSESSMENT_TYPES = 1;
export const TOO_MANY_ASSESSMENT_TYPES = `You can have at most ${MAX_ASSESSMENT_TYPES} assessment types!`;
export const TOO_FEW_ASSESSMENT_TYPES = `You must have at least ${MIN_ASSESSMENT_TYPES} assessment type!`;

/** The id a row of the type table carries until the server has created it. */
export const NEW_ASSESSMENT_TYPE_ID = -1;

/** The editable fields of one assessment type (spec 2 section 3, "Assessment configuration row"). */
export interface AssessmentTypeFields {
  assessmentConfigId: number;
  type: string;
  isManuallyGraded: boolean;
  displayInDashboard: boolean;
  earlySubmissionXp: number;
  hoursBeforeEarlyXpDecay: number;
}

/** A new row of the type table with the spec's defaults. */
export function newAssessmentType(): AssessmentTypeFields {
  return {
    assessmentConfigId: NEW_ASSESSMENT_TYPE_ID,
    type: 'untitled',
    isManuallyGraded: true,
    displayInDashboard: true,
    earlySubmissionXp: 0,
    hoursBeforeEarlyXpDecay: 0,
  };
}
