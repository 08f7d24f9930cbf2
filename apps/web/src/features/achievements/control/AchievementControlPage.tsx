import { Button, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { DISCARDED_CHANGES, SAVED_CHANGES_LOCALLY, UNPUBLISHED_CHANGES_PROMPT } from '@sa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { LeaveWarning } from '../../../app/LeaveWarning';
import { useNotifier } from '../../../app/toaster';
import { callErrorText } from '../../../lib/callErrors';
import { ManualGoalEditor } from '../goals/ManualGoalEditor';
import { AchievementCard } from './AchievementCard';
import { controlKeys, useControlEndpoints, useCourseId } from './api';
import styles from './control.module.css';
import {
  achievementOnCard,
  achievementsWithDraft,
  editorReducer,
  emptyEditorState,
  goalOnCard,
  hasDirtyCards,
  publishPlan,
} from './editorState';
import { GoalCard } from './GoalCard';
import { PreviewPane } from './PreviewPane';
import { publishChanges } from './publish';
import { LOADING, NEW_ACHIEVEMENT, NEW_GOAL, PAGE_LABEL, PUBLISHED } from './texts';
import { randomUuid } from './uuid';

/**
 * /courses/:courseId/achievements/control (staff and admins): edit achievements and goals
 * locally card by card, preview them, publish them together, and set users' manual goals.
 */
export default function AchievementControlPage() {
  const courseId = useCourseId();
  const endpoints = useControlEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const achievementsQuery = useQuery({
    queryKey: controlKeys.achievements(courseId),
    queryFn: endpoints.achievements,
  });
  const goalsQuery = useQuery({ queryKey: controlKeys.goals(courseId), queryFn: endpoints.goals });
  const [state, dispatch] = useReducer(editorReducer, emptyEditorState);

  // The server's lists seed the editor once; later refetches must not wipe local work.
  useEffect(() => {
    if (state.loaded || !achievementsQuery.data || !goalsQuery.data) return;
    dispatch({ type: 'load', achievements: achievementsQuery.data, goals: goalsQuery.data });
  }, [state.loaded, achievementsQuery.data, goalsQuery.data]);

  const plan = publishPlan(state);
  const unpublished = useRef(false);
  unpublished.current = plan.hasChanges || hasDirtyCards(state);

  const publishing = useMutation({
    mutationFn: (changes: typeof plan) => publishChanges(endpoints, changes),
    onSuccess: async () => {
      const [achievements, goals] = await Promise.all([achievementsQuery.refetch(), goalsQuery.refetch()]);
      if (achievements.data && goals.data) {
        dispatch({ type: 'load', achievements: achievements.data, goals: goals.data });
      }
      unpublished.current = false;
      notifier.show(PUBLISHED, { intent: 'success' });
      void queryClient.invalidateQueries({ queryKey: controlKeys.all(courseId) });
    },
    onError: async (error) => {
      const text = callErrorText(error);
      if (text) notifier.show(text);
      // Part of the publish may have been stored: compare the local work with what now is.
      const [achievements, goals] = await Promise.all([achievementsQuery.refetch(), goalsQuery.refetch()]);
      if (achievements.data && goals.data) {
        dispatch({ type: 'syncPublished', achievements: achievements.data, goals: goals.data });
      }
    },
  });

  if (!state.loaded && (achievementsQuery.isError || goalsQuery.isError)) {
    return (
      <main className="sa-page" aria-label={PAGE_LABEL}>
        <NonIdealState icon="error" title="Could not load the achievements" />
      </main>
    );
  }
  if (!state.loaded) {
    return (
      <main className="sa-page" aria-label={PAGE_LABEL}>
        <Spinner aria-label={LOADING} />
      </main>
    );
  }

  return (
    <main className={`sa-page ${styles.page}`} aria-label={PAGE_LABEL}>
      <LeaveWarning pending={unpublished} message={UNPUBLISHED_CHANGES_PROMPT} />
      <div className={styles.side}>
        <PreviewPane
          achievements={state.achievements}
          goals={state.goals}
          canPublish={plan.hasChanges && !publishing.isPending}
          publishing={publishing.isPending}
          onPublish={() => publishing.mutate(plan)}
        />
        <ManualGoalEditor goals={state.published.goals} />
      </div>
      <div className={styles.editors}>
        <section className={styles.editors} aria-label="Achievements">
          <div className={styles.sectionHeader}>
            <H3>Achievements</H3>
            <Button
              icon="plus"
              text={NEW_ACHIEVEMENT}
              onClick={() => dispatch({ type: 'addAchievement', uuid: randomUuid() })}
            />
          </div>
          {state.achievements.map((saved) => {
            const shown = achievementOnCard(state, saved);
            return (
              <AchievementCard
                key={saved.uuid}
                achievement={shown}
                saved={saved}
                achievements={achievementsWithDraft(state, shown)}
                goals={state.goals}
                onChange={(draft) => dispatch({ type: 'editAchievement', draft })}
                onSave={() => {
                  dispatch({ type: 'saveAchievement', uuid: saved.uuid });
                  notifier.show(SAVED_CHANGES_LOCALLY, { intent: 'success' });
                }}
                onDiscard={() => {
                  dispatch({ type: 'discardAchievement', uuid: saved.uuid });
                  notifier.show(DISCARDED_CHANGES, { intent: 'primary' });
                }}
                onDelete={() => dispatch({ type: 'deleteAchievement', uuid: saved.uuid })}
              />
            );
          })}
        </section>
        <section className={styles.editors} aria-label="Goals">
          <div className={styles.sectionHeader}>
            <H3>Goals</H3>
            <Button
              icon="plus"
              text={NEW_GOAL}
              onClick={() => dispatch({ type: 'addGoal', uuid: randomUuid() })}
            />
          </div>
          {state.goals.map((saved) => (
            <GoalCard
              key={saved.uuid}
              goal={goalOnCard(state, saved)}
              saved={saved}
              onChange={(draft) => dispatch({ type: 'editGoal', draft })}
              onSave={() => {
                dispatch({ type: 'saveGoal', uuid: saved.uuid });
                notifier.show(SAVED_CHANGES_LOCALLY, { intent: 'success' });
              }}
              onDiscard={() => {
                dispatch({ type: 'discardGoal', uuid: saved.uuid });
                notifier.show(DISCARDED_CHANGES, { intent: 'primary' });
              }}
              onDelete={() => dispatch({ type: 'deleteGoal', uuid: saved.uuid })}
            />
          ))}
        </section>
      </div>
    </main>
  );
}
