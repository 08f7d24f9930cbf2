import type { XmlQuestion } from '@sa/domain';
import type { RunFrame } from '../../workspace/execution';

/** The question's template, the code editor's text; an MCQ has none (null). */
export function templateOf(question: XmlQuestion): string | null {
  const q = question.question;
  return q.type === 'mcq' ? null : q.data.template;
}

export function withTemplate(question: XmlQuestion, template: string): XmlQuestion {
  const q = question.question;
  if (q.type === 'mcq') return question;
  return q.type === 'programming'
    ? { ...question, question: { ...q, data: { ...q.data, template } } }
    : { ...question, question: { ...q, data: { ...q.data, template } } };
}

/** What Run puts around the template: the question's prepend and postpend, and its library. */
export function frameOf(question: XmlQuestion): RunFrame {
  const q = question.question;
  const { library } = question;
  return {
    prepend: q.type === 'mcq' ? '' : q.data.prepend,
    postpend: q.type === 'programming' ? q.data.postpend : '',
    globals: library.globals,
    externalSymbols: library.external.symbols,
    externalLibrary: library.external.name,
  };
}

/** The question with another text (its TEXT element, markdown). */
export function withContent(question: XmlQuestion, content: string): XmlQuestion {
  const q = question.question;
  switch (q.type) {
    case 'programming':
      return { ...question, question: { ...q, data: { ...q.data, content } } };
    case 'mcq':
      return { ...question, question: { ...q, data: { ...q.data, content } } };
    case 'voting':
      return { ...question, question: { ...q, data: { ...q.data, content } } };
  }
}
