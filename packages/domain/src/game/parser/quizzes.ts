/**
 * Quizzes (game-facts 1.5): quiz id, question numbers, then under each number the question text,
 * `ans: <0-based index>` and one paragraph per option (its text, then reaction dialogue lines).
 */
import type { QuizQuestion } from '../checkpoint-types';
import type { ParseContext } from './context';
import { parseDialogueLines } from './dialogues';
import { type Paragraph, type SourceLine, toParagraphs } from './lines';

export function parseQuizzes(ctx: ParseContext, body: SourceLine[]): void {
  for (const quiz of toParagraphs(body)) {
    const id = quiz.header.text;
    ctx.register(id, quiz.header.line);
    ctx.checkpoint.quizzes[id] = {
      id,
      questions: toParagraphs(quiz.body).map((number) => parseQuestion(ctx, number)),
    };
  }
}

function parseQuestion(ctx: ParseContext, number: Paragraph): QuizQuestion {
  const [question, answer, ...optionParagraphs] = toParagraphs(number.body);
  if (!question || !answer?.header.text.startsWith('ans:')) {
    return ctx.fail('Quiz missing question or answer', number.header.line);
  }
  const options = optionParagraphs.map(({ header, body }) => {
    const [first, ...reaction] = body;
    return {
      text: first ? first.text.trim() : header.text,
      reaction: parseDialogueLines(ctx, reaction),
    };
  });
  const written = answer.header.text.slice('ans:'.length).trim();
  const index = Number(written);
  if (written === '' || !Number.isInteger(index) || index < 0 || index >= options.length) {
    ctx.fail('Parsing error: Invalid answer for Quiz', answer.header.line);
  }
  return { question: question.header.text, answer: index, options };
}
