import type { StoredProgrammingQuestion, XmlQuestion } from '@sa/domain';
import { parseMaxXpField } from '@sa/domain';
import { IntegerField, TextAreaField } from './fields/inputs';
import { LibraryFields } from './fields/LibraryFields';
import { McqFields } from './fields/McqFields';
import { TestcaseFields } from './fields/TestcaseFields';
import styles from './missioncontrol.module.css';

/**
 * The question-specific fields (spec 3 section 3, "Question"): Max XP, the code around the template
 * and the testcases of a programming question, or the choices of an MCQ, and its own libraries.
 * The template itself is in the code editor.
 */
export function QuestionFields({
  question,
  onChange,
}: {
  question: XmlQuestion;
  onChange(question: XmlQuestion): void;
}) {
  const q = question.question;
  const setProgramming = (patch: Partial<StoredProgrammingQuestion>) => {
    if (q.type === 'programming')
      onChange({ ...question, question: { ...q, data: { ...q.data, ...patch } } });
  };
  return (
    <div className={styles.fields}>
      <p>Type: {q.type === 'mcq' ? 'MCQ' : q.type}</p>
      <IntegerField
        label="Max XP"
        value={question.maxXp}
        parse={parseMaxXpField}
        onChange={(maxXp) => onChange({ ...question, maxXp })}
      />
      {q.type === 'programming' && (
        <>
          <TextAreaField
            label="Prepend"
            code
            value={q.data.prepend}
            onChange={(prepend) => setProgramming({ prepend })}
          />
          <TextAreaField
            label="Postpend"
            code
            value={q.data.postpend}
            onChange={(postpend) => setProgramming({ postpend })}
          />
          <TextAreaField
            label="Solution template"
            code
            value={q.data.solution}
            onChange={(solution) => setProgramming({ solution })}
          />
          <TestcaseFields
            title="Public testcases"
            noun="Public testcase"
            testcases={q.data.public}
            onChange={(list) => setProgramming({ public: list })}
          />
          <TestcaseFields
            title="Opaque testcases (run in the browser, program hidden)"
            noun="Opaque testcase"
            testcases={q.data.opaque}
            onChange={(list) => setProgramming({ opaque: list })}
          />
          <TestcaseFields
            title="Private testcases (run by the grader only)"
            noun="Private testcase"
            testcases={q.data.secret}
            onChange={(list) => setProgramming({ secret: list })}
          />
        </>
      )}
      {q.type === 'mcq' && (
        <McqFields
          choices={q.data.choices}
          onChange={(choices) => onChange({ ...question, question: { ...q, data: { ...q.data, choices } } })}
        />
      )}
      <LibraryFields
        title="Question library"
        library={question.library}
        onChange={(library) => onChange({ ...question, library })}
      />
      <LibraryFields
        title="Question grader library"
        library={question.gradingLibrary}
        onChange={(gradingLibrary) => onChange({ ...question, gradingLibrary })}
      />
    </div>
  );
}
