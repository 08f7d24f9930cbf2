/** Conditions of actions and gotos (game-facts 1.3 "Conditions"), checked against ids at the end. */
import type { ActionCondition } from '../checkpoint-types';
import type { ParseContext } from './context';

const USER_STATES = ['assessments', 'achievements', 'collectibles'] as const;
type UserState = (typeof USER_STATES)[number];

function isUserState(value: string): value is UserState {
  return (USER_STATES as readonly string[]).includes(value);
}

/** `c1 AND c2` as written after the first `if` (empty text: no conditions). */
export function parseConditions(ctx: ParseContext, text: string, line: number): ActionCondition[] {
  return text
    .split('AND')
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => parseCondition(ctx, c, line));
}

function parseCondition(ctx: ParseContext, written: string, line: number): ActionCondition {
  const negate = written.startsWith('!');
  const [type = '', ...rest] = (negate ? written.slice(1) : written).split('.');
  const id = rest[0] ?? '';
  const ck = ctx.checkpoint;
  switch (type) {
    case 'checklist':
      ctx.later(line, () => (ck.objectives.includes(id) ? undefined : `Cannot find objective id "${id}"`));
      return { kind: 'checklist', id, negate };
    case 'tasklist':
      ctx.later(line, () => (ck.tasks.some((t) => t.id === id) ? undefined : `Cannot find task id "${id}"`));
      return { kind: 'tasklist', id, negate };
    case 'userstate': {
      const [state = '', ...idParts] = rest;
      if (!isUserState(state)) ctx.fail(`Invalid user state type ${state}`, line);
      return { kind: 'userstate', userState: state, id: idParts.join('.'), negate };
    }
    case 'attemptedQuiz':
    case 'passedQuiz':
      checkQuiz(ctx, id, line);
      return { kind: type, id, negate };
    case 'quizScore': {
      checkQuiz(ctx, id, line);
      const atLeast = Number.parseInt(rest[1] ?? '', 10);
      if (Number.isNaN(atLeast)) {
        ctx.fail('Parsing error: quiz score condition requires number as second param', line);
      }
      return { kind: 'quizScore', id, atLeast, negate };
    }
    default:
      return ctx.fail(`Invalid condition type, ${type}`, line);
  }
}

function checkQuiz(ctx: ParseContext, id: string, line: number): void {
  ctx.later(line, () =>
    Object.hasOwn(ctx.checkpoint.quizzes, id)
      ? undefined
      : `Cannot find id "${id}" under quizzes entity type`,
  );
}
