import type { ActionCondition } from '../checkpoint-types';
import type { Runtime } from './runtime';

/** A condition's answer, or the `userstate` condition the simulator must ask about first. */
export type ConditionResult = { holds: boolean } | { ask: ActionCondition };

export function userStateKey(condition: ActionCondition): string {
  return condition.kind === 'userstate' ? `${condition.userState}.${condition.id}` : condition.id;
}

export function quizScore(rt: Runtime, quizId: string): number | undefined {
  return rt.state.quizScores.find(([id]) => id === quizId)?.[1];
}

function plainTruth(rt: Runtime, condition: ActionCondition): boolean | 'ask' {
  switch (condition.kind) {
    case 'checklist':
      return rt.state.completedObjectives.includes(condition.id);
    case 'tasklist':
      return rt.state.completedTasks.includes(condition.id);
    case 'attemptedQuiz':
      return quizScore(rt, condition.id) !== undefined;
    case 'passedQuiz': {
      const score = quizScore(rt, condition.id);
      const questions = rt.checkpoint.quizzes[condition.id]?.questions.length ?? 0;
      return score !== undefined && score >= questions;
    }
    case 'quizScore':
      return (quizScore(rt, condition.id) ?? -1) >= condition.atLeast;
    case 'userstate': {
      if (rt.env.askUserState) {
        const answer = rt.userStateAnswers.get(userStateKey(condition));
        return answer ?? 'ask';
      }
      if (condition.userState === 'assessments') return rt.env.submittedAssessments.has(condition.id);
      if (condition.userState === 'achievements') return rt.env.completedAchievements.has(condition.id);
      return rt.user.collectibles.includes(condition.id);
    }
  }
}

/** All conditions hold (each `!` negates its own); stops at the first one the simulator must ask. */
export function checkConditions(rt: Runtime, conditions: ActionCondition[]): ConditionResult {
  for (const condition of conditions) {
    const truth = plainTruth(rt, condition);
    if (truth === 'ask') return { ask: condition };
    if (truth === condition.negate) return { holds: false };
  }
  return { holds: true };
}

/** The simulator's Yes/No question for a `userstate` condition (without its `!`). */
export function userStateQuestion(condition: ActionCondition): string {
  if (condition.kind !== 'userstate') return `Does ${condition.kind}.${condition.id} hold?`;
  if (condition.userState === 'assessments') return `Has the player submitted assessment ${condition.id}?`;
  if (condition.userState === 'achievements') return `Has the player completed achievement ${condition.id}?`;
  return `Does the player have collectible ${condition.id}?`;
}
