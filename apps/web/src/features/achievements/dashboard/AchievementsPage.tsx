import { Checkbox, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import type { OwnGoal } from '@sa/contracts';
import { DASHBOARD_FILTERS, type DashboardFilter } from '@sa/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';
import { useNow } from '../../../lib/useNow';
import { scopeOf } from '../events/learnerEvents';
import { eventSyncerFor } from '../events/useLearnerEvents';
import {
  CONTROL_LINK,
  DASHBOARD_LABEL,
  FILTER_LABEL,
  LOAD_FAILED,
  NO_AVAILABLE_ACHIEVEMENT,
  TASKS_LABEL,
  VIEW_HIDDEN,
} from '../texts';
import { AchievementDetail } from './AchievementDetail';
import { dashboardCards } from './cards';
import styles from './dashboard.module.css';
import { LevelBar } from './LevelBar';
import { TaskCard } from './TaskCard';
import { UserSelector } from './UserSelector';
import { useCircularWarning } from './useCircularWarning';
import { useCourseMembers, useDashboardData, useIsStaff } from './useDashboardData';

const isFilter = (value: string): value is DashboardFilter =>
  DASHBOARD_FILTERS.some((filter) => filter === value);

/**
 * Posts the caller's Event goal progress from the events recorded in this browser whenever their
 * goals load: events recorded while the page was closed before the 3 s batching ran are not lost.
 */
function useEventGoalSync(goals: readonly OwnGoal[] | undefined, enabled: boolean) {
  const services = useServices();
  const synced = useRef<unknown>(null);
  useEffect(() => {
    if (!enabled || !goals || synced.current === goals) return;
    synced.current = goals;
    const scope = scopeOf(services.session.getSnapshot());
    if (scope) void eventSyncerFor(services).syncNow(scope, goals);
  }, [goals, enabled, services]);
}

/** The achievements dashboard (`achievements`, spec 2 sections 2 and 4), for every member. */
export default function AchievementsPage() {
  const staff = useIsStaff();
  const ownCourseRegId = useSession().profile?.courseRegistration?.courseRegId;
  const [viewing, setViewing] = useState<number | null>(null);
  const [filter, setFilter] = useState<DashboardFilter>('All');
  const [showHidden, setShowHidden] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const now = useNow();
  const data = useDashboardData(viewing, now);
  const members = useCourseMembers(staff);
  useCircularWarning(data.serverAchievements);
  useEventGoalSync(data.serverGoals, viewing === null);

  // Hidden achievements are the staff's to see (spec 2 section 6); the box exists only for them.
  const hiddenShown = staff && showHidden;
  const cards = useMemo(
    () => dashboardCards(data.achievements, data.summaries, { filter, showHidden: hiddenShown }),
    [data.achievements, data.summaries, filter, hiddenShown],
  );
  const selectedItem = data.achievements.find((a) => a.uuid === selected);

  const changeViewing = (courseRegId: number | null) => {
    setViewing(courseRegId);
    setSelected(null);
  };

  return (
    <main className={`sa-page ${styles.page}`} aria-label={DASHBOARD_LABEL}>
      <header className={styles.header}>
        <LevelBar totalXp={data.totalXp} />
        {staff ? (
          <div className={styles.staffTools}>
            <UserSelector
              users={members.data ?? []}
              ownCourseRegId={ownCourseRegId}
              value={viewing}
              onChange={changeViewing}
            />
            <Checkbox
              label={VIEW_HIDDEN}
              checked={showHidden}
              onChange={(event) => setShowHidden(event.currentTarget.checked)}
            />
            {/* The spec names no way to the editor; staff reach it from here. */}
            <Link to="control">{CONTROL_LINK}</Link>
          </div>
        ) : null}
      </header>
      <SegmentedControl
        className={styles.filters}
        aria-label={FILTER_LABEL}
        options={DASHBOARD_FILTERS.map((value) => ({ label: value, value }))}
        value={filter}
        onValueChange={(value) => {
          if (isFilter(value)) setFilter(value);
        }}
      />
      {data.failed ? (
        <NonIdealState title={LOAD_FAILED} />
      ) : data.loading ? (
        <Spinner />
      ) : (
        <div className={styles.body}>
          {cards.length === 0 ? (
            <p className={styles.empty}>{NO_AVAILABLE_ACHIEVEMENT}</p>
          ) : (
            <ul className={styles.tasks} aria-label={TASKS_LABEL}>
              {cards.map((card) => (
                <TaskCard
                  key={card.item.uuid}
                  entry={card}
                  prerequisites={card.prerequisites}
                  selectedUuid={selected}
                  onSelect={setSelected}
                />
              ))}
            </ul>
          )}
          <AchievementDetail
            item={selectedItem}
            summary={selected === null ? undefined : data.summaries.get(selected)}
            goals={data.goals}
          />
        </div>
      )}
    </main>
  );
}
