import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomAssessment, randomGenerator } from './random-assessment';
import { readAssessmentXml, type XmlAssessment } from './read-assessment';
import { ok, task } from './test-xml';
import { assessmentXmlProblem, exportedAssessment, writeAssessmentXml } from './write-assessment';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.xml'));
const read = (xml: string) => ok(readAssessmentXml(xml));

describe('every fixture round-trips', () => {
  it('has fixtures to check', () => {
    expect(fixtures).toEqual(expect.arrayContaining(['current-names.xml', 'legacy-names.xml']));
  });

  it.each(fixtures)('%s: read, written, read again gives the same assessment', (name) => {
    const original = read(readFileSync(join(FIXTURES, name), 'utf8'));
    const written = writeAssessmentXml(original);
    expect(read(written)).toStrictEqual(original);
    // Writing is stable: the second file is the first one.
    expect(writeAssessmentXml(read(written))).toBe(written);
  });
});

describe('a legacy file comes out in the current element names', () => {
  const written = writeAssessmentXml(read(readFileSync(join(FIXTURES, 'legacy-names.xml'), 'utf8')));

  it('has no legacy element or attribute left', () => {
    for (const legacy of [
      '<DEPLOYMENT',
      '<GRADERDEPLOYMENT',
      '<PRIVATE',
      'maxgrade=',
      'kind=',
      'startdate=',
    ]) {
      expect(written).not.toContain(legacy);
    }
  });

  it('writes the current names instead', () => {
    expect(written).toContain('<PROGRAMMINGLANGUAGE interpreter="1" variant="default" exectime="1000"/>');
    expect(written).toContain(
      '<GRADERPROGRAMMINGLANGUAGE interpreter="1" variant="default" exectime="2000"/>',
    );
    expect(written).toContain('<PROBLEM type="programming" maxxp="20"');
    // PRIVATE testcases were read as secret ones.
    expect(written).toContain('<SECRET score="5" answer="120">fact(5);</SECRET>');
    // The second problem's own chapter 3 library stays on it.
    expect(written).toContain('<PROGRAMMINGLANGUAGE interpreter="3" variant="non-det" exectime="1000"/>');
  });
});

describe('texts that need escaping', () => {
  const withTemplate = (template: string, extra: Partial<XmlAssessment> = {}) => {
    const a = read(task());
    const q = a.questions[0]!;
    if (q.question.type !== 'programming') throw new Error('expected programming');
    return {
      ...a,
      ...extra,
      questions: [{ ...q, question: { ...q.question, data: { ...q.question.data, template } } }],
    };
  };
  const templateOf = (a: XmlAssessment) => {
    const q = a.questions[0]!.question;
    return q.type === 'programming' ? q.data.template : undefined;
  };

  it.each([
    ['a comparison', 'x < 1 && y > 2'],
    ['a CDATA end', 'const a = [[1]];\nconst s = "]]>";\n  a[0][0]]]>0;'],
    ['entities that must stay as written', '&amp; &lt; &#65; &nbsp;'],
    ['markup', '<TEXT>not an element</TEXT>\n<![CDATA[ nested ]]>'],
    ['a first line indented more than the rest', '    deeper\nshallow'],
    ['tabs and blank lines inside', 'a\n\n\tb\n  \nc'],
  ])('code with %s reads back as written', (_name, template) => {
    const a = withTemplate(template);
    expect(templateOf(read(writeAssessmentXml(a)))).toBe(template);
  });

  it('puts code with < or & in CDATA, splitting a ]]> inside it', () => {
    const written = writeAssessmentXml(withTemplate('a < b ]]> c'));
    expect(written).toContain('<TEMPLATE><![CDATA[a < b ]]]]><![CDATA[> c]]></TEMPLATE>');
  });

  it('escapes attributes with the predefined entities only', () => {
    const a = withTemplate('x;', { title: 'A "quoted" <title> & more', number: "N'1" });
    const written = writeAssessmentXml(a);
    expect(written).toContain('title="A &quot;quoted&quot; &lt;title&gt; &amp; more" number="N\'1"');
    expect(read(written)).toMatchObject({ title: 'A "quoted" <title> & more', number: "N'1" });
  });

  it('writes a public task without access, a private one with or without PASSWORD', () => {
    const base = withTemplate('x;');
    expect(writeAssessmentXml({ ...base, password: null })).not.toContain('access=');
    const empty = writeAssessmentXml({ ...base, password: '' });
    expect(empty).toContain('access="private"');
    expect(empty).not.toContain('<PASSWORD');
    expect(read(empty).password).toBe('');
    expect(read(writeAssessmentXml({ ...base, password: 'a & b' })).password).toBe('a & b');
  });
});

describe('libraries', () => {
  it('writes one PROGRAMMINGLANGUAGE on the TASK when every problem uses it', () => {
    const a = read(task({ problems: `${task().match(/<PROBLEM .*<\/PROBLEM>/)![0]}`.repeat(3) }));
    const written = writeAssessmentXml(a);
    expect(written.match(/<PROGRAMMINGLANGUAGE/g)).toHaveLength(1);
    expect(written).not.toContain('GRADERPROGRAMMINGLANGUAGE');
    expect(read(written)).toStrictEqual(a);
  });

  it('writes a grading library on the problem when it differs from the one it would inherit', () => {
    const a = read(task());
    const q = a.questions[0]!;
    const grading = { ...q.library, execTimeMs: 9000 };
    const changed = { ...a, questions: [{ ...q, gradingLibrary: grading }] };
    const written = writeAssessmentXml(changed);
    expect(written).toContain(
      '<GRADERPROGRAMMINGLANGUAGE interpreter="1" variant="default" exectime="9000"/>',
    );
    expect(read(written).questions[0]!.gradingLibrary).toEqual(grading);
  });

  it('writes every problem its own library when the task has none', () => {
    const a = read(task());
    const written = writeAssessmentXml({ ...a, library: null });
    expect(written).toMatch(/<PROBLEM [^>]*>\s*<PROGRAMMINGLANGUAGE interpreter="1"/);
    expect(read(written).questions[0]!.library).toEqual(a.questions[0]!.library);
  });
});

describe('assessmentXmlProblem', () => {
  it('is undefined for a file Ground Control accepts', () => {
    expect(assessmentXmlProblem(read(task()))).toBeUndefined();
  });

  it("gives the reader's message for one it refuses", () => {
    const a = read(task());
    expect(assessmentXmlProblem({ ...a, questions: [] })).toBe(
      'Invalid PROBLEMS: the task needs at least one PROBLEM',
    );
    expect(assessmentXmlProblem({ ...a, title: ' ' })).toBe('Invalid TASK: title is required');
  });
});

describe('exportedAssessment', () => {
  it('gives the texts as an import of the export reads them, and that form round-trips', () => {
    const a = read(task());
    const q = a.questions[0]!;
    if (q.question.type !== 'programming') throw new Error('expected programming');
    const typed: XmlAssessment = {
      ...a,
      title: '  Spaced  ',
      summaryShort: '   ',
      questions: [
        { ...q, question: { ...q.question, data: { ...q.question.data, template: '\n  a;\n    b;\n\n' } } },
      ],
    };
    const result = exportedAssessment(typed);
    if (!result.ok) throw new Error(result.error);
    expect(result.assessment.title).toBe('Spaced');
    expect(result.assessment.summaryShort).toBeNull();
    const data = result.assessment.questions[0]!.question.data;
    expect('template' in data && data.template).toBe('a;\n  b;');
    expect(exportedAssessment(result.assessment)).toStrictEqual(result);
  });
});

describe('random assessments round-trip', () => {
  // 300 seeded assessments of up to four questions with markup, entities, CDATA ends, quotes,
  // tabs, blank lines and non-ASCII text in every field.
  const seeds = Array.from({ length: 300 }, (_, i) => i + 1);
  it.each(seeds.map((seed) => [seed]))('seed %i', (seed) => {
    const original = randomAssessment(randomGenerator(seed));
    const result = readAssessmentXml(writeAssessmentXml(original));
    if (!result.ok) throw new Error(`seed ${seed}: ${result.error}`);
    expect(result.assessment).toStrictEqual(original);
  });
});
