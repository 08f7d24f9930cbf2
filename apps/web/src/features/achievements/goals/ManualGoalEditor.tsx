import { Button, Card, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { CourseUser, GoalDefinition } from '@sa/contracts';
import {
  GOAL_UPDATED,
  type GoalProgress,
  manualGoalCount,
  manualGoalProgress,
  manualGoals,
  manualGoalUpdateErrors,
  matchesGoalQuery,
  matchesUserQuery,
  NO_GOAL_SELECTED,
  NO_MATCHING_GOAL,
  NO_MATCHING_USER,
  NO_USER_SELECTED,
  STAFF_STUDIO,
  studioOptions,
  UPDATE_GOAL,
  usersInStudio,
} from '@sa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotifier } from '../../../app/toaster';
import { callErrorText } from '../../../lib/callErrors';
import { controlKeys, useControlEndpoints, useCourseId, useCourseUsers } from '../control/api';
import { FilterPicker } from './FilterPicker';
import styles from './goals.module.css';

/**
 * The manual goal editor (spec 2 "Manual goal editor", section 5 "Manual goal update"): pick a
 * user (narrowed by studio; 'Staff' shows everyone) and a Manual goal, set the Count and post it
 * with completed = count >= the goal's target. Goals come from the published list: a goal only
 * saved locally does not exist on the server yet.
 */
export function ManualGoalEditor({ goals }: { goals: readonly GoalDefinition[] }) {
  const notifier = useNotifier();
  const endpoints = useControlEndpoints();
  const queryClient = useQueryClient();
  const courseId = useCourseId();
  const users = useCourseUsers().data ?? [];
  const studioId = useId();
  const countId = useId();
  const [studio, setStudio] = useState(STAFF_STUDIO);
  const [userId, setUserId] = useState<string | null>(null);
  const [goalUuid, setGoalUuid] = useState<string | null>(null);
  const [count, setCount] = useState('0');
  const updating = useMutation({
    mutationFn: ({
      user,
      goal,
      progress,
    }: {
      user: CourseUser;
      goal: GoalDefinition;
      progress: GoalProgress;
    }) => endpoints.setUserProgress(user.courseRegId, goal.uuid, { progress }),
    onSuccess: async (_answer, { progress }) => {
      setCount(String(progress.count));
      notifier.show(GOAL_UPDATED, { intent: 'success' });
      await queryClient.invalidateQueries({ queryKey: controlKeys.all(courseId) });
    },
    onError: (error) => {
      const text = callErrorText(error);
      if (text) notifier.show(text);
    },
  });

  const pickable = manualGoals(goals);
  const inStudio = usersInStudio(users, studio);
  const userOptions = inStudio.map((u) => ({
    value: String(u.courseRegId),
    label: u.name?.trim() ? u.name : u.username,
  }));
  const byRegId = new Map(users.map((u) => [String(u.courseRegId), u]));
  const goalOptions = pickable.map((g) => ({ value: g.uuid, label: g.text }));

  const update = () => {
    const goal = pickable.find((g) => g.uuid === goalUuid);
    const user = userId === null ? undefined : byRegId.get(userId);
    const errors = manualGoalUpdateErrors({
      goalUuid: goal ? goal.uuid : null,
      userId: user ? user.courseRegId : null,
    });
    for (const error of errors) notifier.show(error, { intent: 'danger' });
    if (goal && user) updating.mutate({ user, goal, progress: manualGoalProgress(count, goal.targetCount) });
  };

  return (
    <Card className={styles.editor} role="region" aria-labelledby={`${studioId}-heading`}>
      <H4 id={`${studioId}-heading`}>Manual Goal Editor</H4>
      <FormGroup label="Studio" labelFor={studioId}>
        <HTMLSelect
          id={studioId}
          value={studio}
          options={studioOptions(users)}
          onChange={(e) => {
            setStudio(e.currentTarget.value);
            setUserId(null);
          }}
        />
      </FormGroup>
      <div className={styles.row}>
        <FilterPicker
          label="User"
          options={userOptions}
          selected={userId}
          onSelect={setUserId}
          placeholder={NO_USER_SELECTED}
          noMatch={NO_MATCHING_USER}
          matches={(option, query) => {
            const user = byRegId.get(option.value);
            return user ? matchesUserQuery(user, query) : false;
          }}
        />
        <FilterPicker
          label="Goal"
          options={goalOptions}
          selected={goalUuid}
          onSelect={setGoalUuid}
          placeholder={NO_GOAL_SELECTED}
          noMatch={NO_MATCHING_GOAL}
          matches={(option, query) => matchesGoalQuery({ text: option.label }, query)}
        />
      </div>
      <div className={styles.row}>
        <FormGroup label="Count" labelFor={countId} inline className={styles.count}>
          <InputGroup
            id={countId}
            type="number"
            min={0}
            step={1}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            onBlur={() => setCount(String(manualGoalCount(count)))}
          />
        </FormGroup>
        <Button intent="primary" text={UPDATE_GOAL} loading={updating.isPending} onClick={update} />
      </div>
    </Card>
  );
}
