import { describe, expect, it } from 'vitest';
import { readAssessmentXml } from './read-assessment';
import { dataOf, errorOf, ok, task } from './test-xml';

describe('errors', () => {
  const programming = (attrs: string, body = '<TEXT>Q</TEXT><SNIPPET><TEMPLATE/></SNIPPET>') =>
    `<PROBLEM ${attrs}>${body}</PROBLEM>`;

  it.each([
    ['not XML at all', 'hello', /^Invalid XML: char 'h' is not expected\. \(line 1, column 1\)$/],
    ['an empty file', '', /^Invalid XML: /],
    ['a tag that is not closed', '<CONTENT><TASK></CONTENT>', /^Invalid XML: Expected closing tag 'TASK'/],
    ['a repeated attribute', '<TASK title="a" title="b"/>', /^Invalid XML: Attribute 'title' is repeated/],
  ])('%s -> Invalid XML with the reason', (_name, xml, message) => {
    expect(errorOf(xml)).toMatch(message);
  });

  it('reads a file with a byte order mark and DOCTYPE entities, but does not expand an entity bomb', () => {
    const body = task().replace('<TEXT>Q</TEXT>', '<TEXT>&greeting;</TEXT>');
    const withDoctype = `\uFEFF<?xml version="1.0"?><!DOCTYPE CONTENT [<!ENTITY greeting "hello">]>${body}`;
    expect(dataOf(ok(readAssessmentXml(withDoctype)).questions[0]!.question, 'programming').content).toBe(
      'hello',
    );
    const levels = ['<!ENTITY l0 "xxxxxxxxxx">'];
    for (let i = 1; i <= 6; i++) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
    const bomb = `<!DOCTYPE CONTENT [${levels.join('')}]>${task().replace('<TEXT>Q</TEXT>', '<TEXT>&l6;</TEXT>')}`;
    const result = readAssessmentXml(bomb);
    const content = result.ok ? dataOf(result.assessment.questions[0]!.question, 'programming').content : '';
    expect(content.length).toBeLessThan(1000);
  });

  it('rejects absurdly deep nesting as Invalid XML', () => {
    expect(errorOf(`${'<A>'.repeat(150)}${'</A>'.repeat(150)}`)).toBe(
      'Invalid XML: Maximum nested tags exceeded',
    );
  });

  it('Missing TASK', () => {
    expect(errorOf('<CONTENT><PROBLEMS/></CONTENT>')).toBe('Missing TASK');
  });

  it.each([
    ['title', 'number="N"', 'Invalid TASK: title is required'],
    ['number', 'title="T"', 'Invalid TASK: number is required'],
    ['blank number', 'title="T" number="  "', 'Invalid TASK: number is required'],
    [
      'long title',
      `title="${'x'.repeat(501)}" number="N"`,
      'Invalid TASK: title is longer than 500 characters',
    ],
  ])('TASK without %s', (_name, attrs, message) => {
    expect(errorOf(task({ attrs }))).toBe(message);
  });

  it('Missing attribute(s) on PROBLEM', () => {
    expect(errorOf(task({ problems: programming('maxxp="1"') }))).toBe('Missing attribute(s) on PROBLEM');
    expect(errorOf(task({ problems: programming('type="programming"') }))).toBe(
      'Missing attribute(s) on PROBLEM',
    );
  });

  it('Invalid question type.', () => {
    expect(errorOf(task({ problems: programming('type="essay" maxxp="1"') }))).toBe('Invalid question type.');
  });

  it('Missing PROGRAMMINGLANGUAGE', () => {
    expect(errorOf(task({ library: '' }))).toBe('Missing PROGRAMMINGLANGUAGE');
    // Only a grader library is not enough.
    expect(errorOf(task({ library: '<GRADERPROGRAMMINGLANGUAGE interpreter="1"/>' }))).toBe(
      'Missing PROGRAMMINGLANGUAGE',
    );
  });

  it.each([
    ['-5', 'Invalid PROBLEM 2: maxxp must be a whole number from 0 to 1000000 (got "-5")'],
    ['1.5', 'Invalid PROBLEM 2: maxxp must be a whole number from 0 to 1000000 (got "1.5")'],
    ['lots', 'Invalid PROBLEM 2: maxxp must be a whole number from 0 to 1000000 (got "lots")'],
  ])('maxxp %s names the problem and the field', (value, message) => {
    const problems =
      programming('type="programming" maxxp="1"') + programming(`type="programming" maxxp="${value}"`);
    expect(errorOf(task({ problems }))).toBe(message);
  });

  it.each([
    [
      'no interpreter',
      '<PROGRAMMINGLANGUAGE/>',
      'Invalid PROGRAMMINGLANGUAGE: interpreter (the Source chapter) is required',
    ],
    [
      'chapter 5',
      '<PROGRAMMINGLANGUAGE interpreter="5"/>',
      'Invalid PROGRAMMINGLANGUAGE: interpreter must be a whole number from 1 to 4 (got "5")',
    ],
    [
      'a variant the chapter lacks',
      '<DEPLOYMENT interpreter="1" variant="gpu"/>',
      'Invalid DEPLOYMENT: variant "gpu" is not offered in Source \u00a71 (default, wasm, lazy)',
    ],
    [
      'exectime 0',
      '<PROGRAMMINGLANGUAGE interpreter="1" exectime="0"/>',
      'Invalid PROGRAMMINGLANGUAGE: exectime must be a whole number from 1 to 60000 (got "0")',
    ],
    [
      'a GLOBAL without IDENTIFIER',
      '<PROGRAMMINGLANGUAGE interpreter="1"><GLOBAL><VALUE>1</VALUE></GLOBAL></PROGRAMMINGLANGUAGE>',
      'Invalid PROGRAMMINGLANGUAGE: GLOBAL 1 needs an IDENTIFIER',
    ],
    [
      'a GLOBAL twice',
      '<PROGRAMMINGLANGUAGE interpreter="1"><GLOBAL><IDENTIFIER>a</IDENTIFIER></GLOBAL><GLOBAL><IDENTIFIER>a</IDENTIFIER></GLOBAL></PROGRAMMINGLANGUAGE>',
      'Invalid PROGRAMMINGLANGUAGE: GLOBAL a is declared twice',
    ],
    [
      'an OPTION without key',
      '<PROGRAMMINGLANGUAGE interpreter="1"><OPTION value="1"/></PROGRAMMINGLANGUAGE>',
      'Invalid PROGRAMMINGLANGUAGE: OPTION 1 needs a key',
    ],
    [
      'an empty SYMBOL',
      '<PROGRAMMINGLANGUAGE interpreter="1"><EXTERNAL name="RUNES"><SYMBOL> </SYMBOL></EXTERNAL></PROGRAMMINGLANGUAGE>',
      'Invalid PROGRAMMINGLANGUAGE: a SYMBOL is empty',
    ],
    [
      'a bad grader library',
      '<PROGRAMMINGLANGUAGE interpreter="1"/><GRADERDEPLOYMENT interpreter="x"/>',
      'Invalid GRADERDEPLOYMENT: interpreter must be a whole number from 1 to 4 (got "x")',
    ],
  ])('a library with %s', (_name, library, message) => {
    expect(errorOf(task({ library }))).toBe(message);
  });

  it("names the problem when a problem's own library is wrong", () => {
    const problems = programming(
      'type="programming" maxxp="1"',
      '<PROGRAMMINGLANGUAGE interpreter="3" variant="wasm"/>',
    );
    expect(errorOf(task({ problems }))).toBe(
      'Invalid PROGRAMMINGLANGUAGE of PROBLEM 1: variant "wasm" is not offered in Source \u00a73 (default, concurrent, non-det)',
    );
  });

  it.each([
    ['no PROBLEMS', '', 'Invalid PROBLEMS: the task needs at least one PROBLEM'],
    [
      'no TEXT',
      programming('type="programming" maxxp="1"', '<SNIPPET><TEMPLATE/></SNIPPET>'),
      'Invalid PROBLEM 1: TEXT (the question) is required',
    ],
    [
      'no TEMPLATE',
      programming('type="programming" maxxp="1"', '<TEXT>Q</TEXT><SNIPPET><PREPEND>a</PREPEND></SNIPPET>'),
      'Invalid PROBLEM 1: SNIPPET/TEMPLATE is required for a programming problem',
    ],
    [
      'a testcase without answer',
      programming(
        'type="programming" maxxp="1"',
        '<TEXT>Q</TEXT><SNIPPET><TEMPLATE/><TESTCASES><PUBLIC score="1">f();</PUBLIC></TESTCASES></SNIPPET>',
      ),
      'Invalid PROBLEM 1 testcase 1 (PUBLIC): the attributes score and answer are required',
    ],
    [
      'a testcase with a negative score',
      programming(
        'type="programming" maxxp="1"',
        '<TEXT>Q</TEXT><SNIPPET><TEMPLATE/><TESTCASES><PUBLIC score="1" answer="1">1;</PUBLIC><SECRET score="-1" answer="1">1;</SECRET></TESTCASES></SNIPPET>',
      ),
      'Invalid PROBLEM 1 testcase 2 (SECRET): score must be a whole number from 0 to 1000000 (got "-1")',
    ],
    [
      'a testcase without a program',
      programming(
        'type="programming" maxxp="1"',
        '<TEXT>Q</TEXT><SNIPPET><TEMPLATE/><TESTCASES><OPAQUE score="1" answer="1"> </OPAQUE></TESTCASES></SNIPPET>',
      ),
      'Invalid PROBLEM 1 testcase 1 (OPAQUE): the test program is empty',
    ],
    [
      'an mcq without choices',
      '<PROBLEM type="mcq" maxxp="1"><TEXT>Q</TEXT></PROBLEM>',
      'Invalid PROBLEM 1: an mcq problem needs at least one CHOICE',
    ],
    [
      'an mcq with two correct choices',
      '<PROBLEM type="mcq" maxxp="1"><TEXT>Q</TEXT><CHOICE correct="true"><TEXT>a</TEXT></CHOICE><CHOICE correct="true"><TEXT>b</TEXT></CHOICE></PROBLEM>',
      'Invalid PROBLEM 1: exactly one CHOICE must be correct="true" (found 2)',
    ],
    [
      'an mcq with no correct choice',
      '<PROBLEM type="mcq" maxxp="1"><TEXT>Q</TEXT><CHOICE><TEXT>a</TEXT></CHOICE></PROBLEM>',
      'Invalid PROBLEM 1: exactly one CHOICE must be correct="true" (found 0)',
    ],
    [
      'a voting problem without VOTING',
      '<PROBLEM type="voting" maxxp="1"><TEXT>Q</TEXT></PROBLEM>',
      'Invalid PROBLEM 1: a voting problem needs a VOTING element',
    ],
    [
      'a voting problem without the contest number',
      '<PROBLEM type="voting" maxxp="1"><TEXT>Q</TEXT><VOTING reveal_hours="1" token_divider="1"/></PROBLEM>',
      "Invalid PROBLEM 1 VOTING: assessment_number (the contest's number) is required",
    ],
    [
      'token_divider 0',
      '<PROBLEM type="voting" maxxp="1"><TEXT>Q</TEXT><VOTING assessment_number="C" reveal_hours="1" token_divider="0"/></PROBLEM>',
      'Invalid PROBLEM 1 VOTING: token_divider must be a whole number from 1 to 1000000 (got "0")',
    ],
    [
      'no reveal_hours',
      '<PROBLEM type="voting" maxxp="1"><TEXT>Q</TEXT><VOTING assessment_number="C" token_divider="1"/></PROBLEM>',
      'Invalid PROBLEM 1 VOTING: reveal_hours is required',
    ],
    [
      'an XP without value',
      '<PROBLEM type="voting" maxxp="1"><TEXT>Q</TEXT><VOTING assessment_number="C" reveal_hours="1" token_divider="1"><XP_ARRAY><XP/></XP_ARRAY></VOTING></PROBLEM>',
      'Invalid PROBLEM 1 VOTING XP 1: value is required',
    ],
  ])('%s', (_name, problems, message) => {
    expect(errorOf(task({ problems }))).toBe(message);
  });

  it('rejects more than 200 problems and more than 500 testcases in one problem', () => {
    const one = programming('type="programming" maxxp="1"');
    expect(errorOf(task({ problems: one.repeat(201) }))).toBe(
      'Invalid PROBLEMS: more than 200 PROBLEM elements',
    );
    expect(ok(readAssessmentXml(task({ problems: one.repeat(200) }))).questions).toHaveLength(200);

    const tests = (n: number) =>
      programming(
        'type="programming" maxxp="1"',
        `<TEXT>Q</TEXT><SNIPPET><TEMPLATE/><TESTCASES>${'<SECRET score="1" answer="1">1;</SECRET>'.repeat(n)}</TESTCASES></SNIPPET>`,
      );
    expect(errorOf(task({ problems: tests(501) }))).toBe('Invalid PROBLEM 1: more than 500 testcases');
    expect(ok(readAssessmentXml(task({ problems: tests(500) }))).questions).toHaveLength(1);
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character in a question', task().replace('<TEXT>Q</TEXT>', '<TEXT>Q\u0000</TEXT>')],
    ['a lone surrogate in the title', task().replace('title="', 'title="\uD800')],
  ])('%s -> a 400 naming where, not a failed insert', (_name, xml) => {
    const error = errorOf(xml);
    expect(error).toMatch(/^Invalid XML/);
  });
});
