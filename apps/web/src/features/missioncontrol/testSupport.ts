import { memberProfile } from '../../test/assessmentFixtures';
import { createFakeBackend, json } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { missionControlArea } from '.';

/** Two questions: a programming one with testcases, and an MCQ. */
export const TWO_QUESTIONS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONTENT>
  <TASK title="Rune Reading" number="M3">
    <WEBSUMMARY>Read the runes.</WEBSUMMARY>
    <TEXT>A briefing with **bold** text.</TEXT>
    <PROGRAMMINGLANGUAGE interpreter="2" variant="default" exectime="1500" />
    <PROBLEMS>
      <PROBLEM type="programming" maxxp="100">
        <TEXT>Write \`twice(x)\`.</TEXT>
        <SNIPPET>
          <PREPEND>const base = 1;</PREPEND>
          <TEMPLATE>function twice(x) {
  return 0;
}</TEMPLATE>
          <SOLUTION>function twice(x) { return 2 * x; }</SOLUTION>
          <TESTCASES>
            <PUBLIC score="1" answer="4">twice(2);</PUBLIC>
            <SECRET score="2" answer="0">twice(0);</SECRET>
          </TESTCASES>
        </SNIPPET>
      </PROBLEM>
      <PROBLEM type="mcq" maxxp="20">
        <TEXT>Which is a rune?</TEXT>
        <CHOICE correct="false" hint="Not quite"><TEXT>heart</TEXT></CHOICE>
        <CHOICE correct="true"><TEXT>sail</TEXT></CHOICE>
      </PROBLEM>
    </PROBLEMS>
  </TASK>
</CONTENT>
`;

export function openMissionControl(path = '/mission-control', role: 'student' | 'staff' = 'student') {
  const profile = memberProfile(role);
  const backend = createFakeBackend({ 'GET user': () => json(profile) });
  return renderApp({ path, profile, backend, areas: [missionControlArea] });
}

export const xmlFile = (text: string, name = 'mission.xml') => new File([text], name, { type: 'text/xml' });
