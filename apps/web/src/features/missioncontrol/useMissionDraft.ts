import {
  exportedAssessment,
  type MissionQuestionEdit,
  type XmlAssessment,
  type XmlQuestion,
} from '@sa/domain';
import { useState } from 'react';
import { type MissionOverview, saveMission } from './storage';

/**
 * The mission being edited (spec 3 section 4): the last save, the draft and the unsaved flag,
 * set on any edit and cleared on save or reset.
 */
export function useMissionDraft(initial: { mission: XmlAssessment; overview: MissionOverview }) {
  const [saved, setSaved] = useState(initial.mission);
  const [draft, setDraft] = useState(initial.mission);
  const [overview, setOverview] = useState(initial.overview);
  const [unsaved, setUnsaved] = useState(false);

  const edit = (change: (mission: XmlAssessment) => XmlAssessment) => {
    setDraft(change);
    setUnsaved(true);
  };
  const editQuestion = (index: number, change: (question: XmlQuestion) => XmlQuestion) =>
    edit((mission) => ({
      ...mission,
      questions: mission.questions.map((q, i) => (i === index ? change(q) : q)),
    }));

  /**
   * Stores `mission`. What is kept is what importing its export gives (the texts as the reader
   * returns them), so an export always reads back as the saved mission; a mission Ground Control
   * would refuse is kept as typed.
   */
  const save = (mission: XmlAssessment = draft) => {
    const read = exportedAssessment(mission);
    const kept = read.ok ? read.assessment : mission;
    const result = saveMission(kept, overview);
    if (!result.ok) return { ok: false as const };
    setSaved(kept);
    setDraft(kept);
    setOverview(result.overview);
    setUnsaved(false);
    return { ok: true as const, mission: kept, overview: result.overview };
  };

  const reset = () => {
    setDraft(saved);
    setUnsaved(false);
  };

  /** A structural edit of the draft, saved at once; the question to show next. */
  const restructure = (change: (mission: XmlAssessment) => MissionQuestionEdit) => {
    const { assessment, selected } = change(draft);
    const result = save(assessment);
    return result.ok ? { ...result, selected } : result;
  };

  return { saved, draft, overview, unsaved, edit, editQuestion, save, reset, restructure };
}
