import type { GradingDetailResponse } from '@sa/contracts';

/**
 * The grading detail tests' submission of 'Mission 5': a submitted, manually graded, unpublished
 * submission; each test adds its answers.
 */
export const MISSION_5_SUBMISSION: Omit<GradingDetailResponse, 'answers'> = {
  assessment: {
    id: 5,
    title: 'Mission 5',
    summaryShort: null,
    summaryLong: null,
    coverPicture: null,
    number: 'M5',
    story: null,
    reading: null,
  },
  isGradingPublished: false,
  status: 'submitted',
  isManuallyGraded: true,
};
