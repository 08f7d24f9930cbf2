export { BUILT_IN_SOUNDS } from './builtin-sounds';
export { idInWords } from './naming';
export { createGameSession } from './session';
export { CHALLENGE_QUESTION } from './view';
