import { Card, H2, HTMLTable } from '@blueprintjs/core';
import { sublanguageName } from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { Markdown } from '../markdown/Markdown';
import { useServices } from '../services';
import { useSession } from '../session/hooks';

/** The course's own page while no learning area gives the bare course path a target. */
export default function CourseOverview() {
  const { endpoints } = useServices();
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  // The config call also lists the assessment types in order; until it answers the session's
  // copy is shown.
  const config = useQuery({
    queryKey: ['course-config', courseId],
    queryFn: endpoints.courseConfig,
    enabled: courseId !== undefined,
  });
  const registration = profile?.courseRegistration;
  const course = config.data?.config ?? profile?.courseConfiguration;
  if (!registration || !course) return null;
  const types =
    config.data?.config.assessmentTypes ?? (profile.assessmentConfigurations ?? []).map((c) => c.type);
  return (
    <main className="sa-page sa-narrow">
      <Card>
        <H2>{course.courseName}</H2>
        <HTMLTable compact aria-label="Course details">
          <tbody>
            <Row label="Short name" value={course.courseShortName ?? '-'} />
            <Row label="Your role" value={registration.role} />
            <Row label="Your group" value={registration.group ?? 'None'} />
            <Row label="Sublanguage" value={sublanguageName(course.sourceChapter, course.sourceVariant)} />
            <Row label="Assessment types" value={types.length > 0 ? types.join(', ') : 'None yet'} />
          </tbody>
        </HTMLTable>
      </Card>
      {course.moduleHelpText ? (
        <Card>
          <section aria-label="Module help">
            <Markdown text={course.moduleHelpText} />
          </section>
        </Card>
      ) : null}
    </main>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
