import { describe, expect, it } from 'vitest';
import type { XmlAssessment } from '../assessments/xml/read-assessment';
import { readAssessmentXml } from '../assessments/xml/read-assessment';
import { assessmentXmlProblem, writeAssessmentXml } from '../assessments/xml/write-assessment';
import {
  canDeleteMissionQuestion,
  canShiftMissionQuestion,
  cloneMissionQuestion,
  DEFAULT_EDITOR_LIBRARY,
  defaultMissionQuestion,
  deleteMissionQuestion,
  insertMissionQuestion,
  missionMaxXp,
  newMission,
  shiftMissionQuestion,
} from './questions';

/** A mission whose questions are told apart by their max XP: 10, 20, 30. */
function mission(count = 3): XmlAssessment {
  const base = newMission();
  const question = base.questions[0]!;
  return {
    ...base,
    questions: Array.from({ length: count }, (_, i) => ({ ...question, maxXp: (i + 1) * 10 })),
  };
}
const xps = (a: XmlAssessment) => a.questions.map((q) => q.maxXp);

describe('a new mission', () => {
  it('has one default programming question in chapter 1 and can be exported as it is', () => {
    const a = newMission();
    expect(a.questions).toHaveLength(1);
    expect(a.questions[0]!.question.type).toBe('programming');
    expect(a.questions[0]!.library).toEqual(DEFAULT_EDITOR_LIBRARY);
    expect(assessmentXmlProblem(a)).toBeUndefined();
    const read = readAssessmentXml(writeAssessmentXml(a));
    expect(read.ok && read.assessment).toStrictEqual(a);
  });

  it('gives a default question the mission libraries, copied', () => {
    const grading = { ...DEFAULT_EDITOR_LIBRARY, execTimeMs: 5000 };
    const a = { ...newMission(), gradingLibrary: grading };
    const q = defaultMissionQuestion(a);
    expect(q.gradingLibrary).toEqual(grading);
    expect(q.library).toEqual(a.library);
    expect(q.library).not.toBe(a.library);
  });

  it('falls back to chapter 1 when the mission has no library', () => {
    expect(defaultMissionQuestion({ library: null, gradingLibrary: null }).library).toEqual(
      DEFAULT_EDITOR_LIBRARY,
    );
  });
});

describe('clone', () => {
  it('puts a copy right after the question and shows it', () => {
    const a = mission();
    const { assessment, selected } = cloneMissionQuestion(a, 1);
    expect(xps(assessment)).toEqual([10, 20, 20, 30]);
    expect(selected).toBe(2);
    expect(assessment.questions[2]).toEqual(assessment.questions[1]);
    expect(assessment.questions[2]).not.toBe(assessment.questions[1]);
    expect(assessment.questions[2]!.library).not.toBe(assessment.questions[1]!.library);
    expect(xps(a)).toEqual([10, 20, 30]);
  });

  it('does nothing for a position outside the list', () => {
    const a = mission();
    expect(cloneMissionQuestion(a, 3).assessment).toBe(a);
  });
});

describe('delete', () => {
  it('removes the question and shows the one before it', () => {
    const { assessment, selected } = deleteMissionQuestion(mission(), 2);
    expect(xps(assessment)).toEqual([10, 20]);
    expect(selected).toBe(1);
  });

  it('shows the new first question after deleting the first', () => {
    const { assessment, selected } = deleteMissionQuestion(mission(), 0);
    expect(xps(assessment)).toEqual([20, 30]);
    expect(selected).toBe(0);
  });

  it('does nothing when only one question remains', () => {
    const one = mission(1);
    expect(canDeleteMissionQuestion(one)).toBe(false);
    expect(canDeleteMissionQuestion(mission(2))).toBe(true);
    expect(deleteMissionQuestion(one, 0)).toEqual({ assessment: one, selected: 0 });
    expect(deleteMissionQuestion(one, 0).assessment).toBe(one);
  });
});

describe('shift', () => {
  it('swaps with the neighbour and keeps the moved question shown', () => {
    expect(shiftMissionQuestion(mission(), 1, 'left')).toMatchObject({ selected: 0 });
    expect(xps(shiftMissionQuestion(mission(), 1, 'left').assessment)).toEqual([20, 10, 30]);
    expect(xps(shiftMissionQuestion(mission(), 1, 'right').assessment)).toEqual([10, 30, 20]);
    expect(shiftMissionQuestion(mission(), 1, 'right').selected).toBe(2);
  });

  it('does nothing past either end', () => {
    const a = mission();
    expect(canShiftMissionQuestion(a, 0, 'left')).toBe(false);
    expect(canShiftMissionQuestion(a, 2, 'right')).toBe(false);
    expect(canShiftMissionQuestion(a, 0, 'right')).toBe(true);
    expect(shiftMissionQuestion(a, 0, 'left')).toEqual({ assessment: a, selected: 0 });
    expect(shiftMissionQuestion(a, 2, 'right').assessment).toBe(a);
  });
});

describe('insert', () => {
  it('adds a default question after the one shown and shows it', () => {
    const { assessment, selected } = insertMissionQuestion(mission(), 0);
    expect(xps(assessment)).toEqual([10, 0, 20, 30]);
    expect(selected).toBe(1);
    expect(assessment.questions[1]).toEqual(defaultMissionQuestion(assessment));
  });

  it('adds at the end for a position outside the list', () => {
    const { assessment, selected } = insertMissionQuestion(mission(), 7);
    expect(xps(assessment)).toEqual([10, 20, 30, 0]);
    expect(selected).toBe(3);
  });
});

describe('missionMaxXp', () => {
  it('adds up the questions', () => {
    expect(missionMaxXp(mission())).toBe(60);
    expect(missionMaxXp({ questions: [] })).toBe(0);
  });
});
