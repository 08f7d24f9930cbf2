import { HTMLTable } from '@blueprintjs/core';
import { assessmentRoutes } from '@sa/contracts';
import { formatProfileXp, type ProfileLine, profileSummary } from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';
import { assessmentKeys } from '../../assessments';
import {
  PROFILE_OVERALL,
  PROFILE_XP_HEADING,
  PROFILE_XP_LOADING,
  profileBarLabel,
  profileXpText,
} from '../texts';
import styles from './profile.module.css';

/** A bar filled to the fraction earned, in the spec's colour for it (spec 1 section 9). */
function XpRow({ label, line }: { label: string; line: ProfileLine }) {
  const percent = Math.round(line.fraction * 100);
  const xp = profileXpText(formatProfileXp(line.xp), formatProfileXp(line.maxXp));
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.barCell}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={profileBarLabel(label)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={xp}
          data-colour={line.colour}
        >
          <div className={styles.fill} style={{ width: `${percent}%`, backgroundColor: line.colour }} />
        </div>
      </td>
      <td className={styles.xp}>{xp}</td>
    </tr>
  );
}

/**
 * The User Profile's XP per assessment type and overall: counted from the assessment overviews
 * the listing loads (the same query, so usually cached), only submitted assessments whose
 * grading is final (the domain's `profileSummary`).
 */
export function ProfileXp() {
  const { call } = useServices();
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  const overviews = useQuery({
    queryKey: assessmentKeys.overviews(courseId),
    // Quiet: the dialog leaves the XP section out rather than toast over the profile.
    queryFn: () => call(assessmentRoutes.overviews, {}, { quiet: true }),
    enabled: courseId !== undefined,
  });
  if (courseId === undefined) return null;
  if (!overviews.data) return overviews.isError ? null : <p>{PROFILE_XP_LOADING}</p>;
  const types = (profile?.assessmentConfigurations ?? []).map((c) => c.type);
  const summary = profileSummary(overviews.data, types.length > 0 ? types : undefined);
  return (
    <section aria-label={PROFILE_XP_HEADING}>
      <h4>{PROFILE_XP_HEADING}</h4>
      <HTMLTable compact className={styles.table}>
        <tbody>
          {summary.byType.map((line) => (
            <XpRow key={line.type} label={line.type} line={line} />
          ))}
          <XpRow label={PROFILE_OVERALL} line={summary.overall} />
        </tbody>
      </HTMLTable>
    </section>
  );
}
