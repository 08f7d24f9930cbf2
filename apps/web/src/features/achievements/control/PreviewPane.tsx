import { Button, ButtonGroup, Card, H4, H5 } from '@blueprintjs/core';
import type { Achievement, GoalDefinition } from '@sa/contracts';
import { NO_AVAILABLE_ACHIEVEMENT, NO_AVAILABLE_GOAL } from '@sa/domain';
import { useState } from 'react';
import { FallbackImage } from '../../../app/images/FallbackImage';
import styles from './control.module.css';
import { DETAIL_VIEW, PUBLISH_CHANGES, TASK_VIEW } from './texts';

export interface PreviewPaneProps {
  achievements: readonly Achievement[];
  goals: readonly GoalDefinition[];
  canPublish: boolean;
  publishing: boolean;
  onPublish: () => void;
}

/**
 * The preview of the locally saved achievements (spec 2 "Achievement control"): 'Task' lists the
 * tasks in position order as the dashboard will; 'View' shows the chosen one's view (cover,
 * description, completion text, goals). 'Publish Changes' sends the local list to the server.
 */
export function PreviewPane(props: PreviewPaneProps) {
  const [mode, setMode] = useState<'task' | 'view'>('task');
  const [chosen, setChosen] = useState<string | null>(null);
  const tasks = props.achievements.filter((a) => a.isTask).sort((a, b) => a.position - b.position);
  const selected =
    props.achievements.find((a) => a.uuid === chosen) ?? tasks[0] ?? props.achievements[0] ?? null;

  return (
    <section className={styles.preview} aria-label="Preview">
      <div className={styles.toolbar}>
        <ButtonGroup>
          <Button
            text={TASK_VIEW}
            aria-pressed={mode === 'task'}
            active={mode === 'task'}
            onClick={() => setMode('task')}
          />
          <Button
            text={DETAIL_VIEW}
            aria-pressed={mode === 'view'}
            active={mode === 'view'}
            onClick={() => setMode('view')}
          />
        </ButtonGroup>
        <Button
          intent="primary"
          text={PUBLISH_CHANGES}
          disabled={!props.canPublish}
          loading={props.publishing}
          onClick={props.onPublish}
        />
      </div>
      {mode === 'task' ? (
        tasks.length === 0 ? (
          <p className={styles.muted}>{NO_AVAILABLE_ACHIEVEMENT}</p>
        ) : (
          <ol className={styles.taskList} aria-label="Tasks">
            {tasks.map((task) => (
              <li key={task.uuid}>
                <Button
                  fill
                  alignText="start"
                  active={task.uuid === selected?.uuid}
                  text={`${task.position}. ${task.title}`}
                  onClick={() => {
                    setChosen(task.uuid);
                    setMode('view');
                  }}
                />
                <span className={styles.muted}>{task.isVariableXp ? 'Variable XP' : `${task.xp} XP`}</span>
              </li>
            ))}
          </ol>
        )
      ) : selected === null ? (
        <p className={styles.muted}>{NO_AVAILABLE_ACHIEVEMENT}</p>
      ) : (
        <AchievementView achievement={selected} goals={props.goals} />
      )}
    </section>
  );
}

function AchievementView({
  achievement,
  goals,
}: {
  achievement: Achievement;
  goals: readonly GoalDefinition[];
}) {
  const own = achievement.goalUuids.flatMap((uuid) => goals.filter((g) => g.uuid === uuid));
  return (
    <Card className={styles.view}>
      {achievement.view.coverImage ? (
        <FallbackImage className={styles.cover} src={achievement.view.coverImage} alt="" />
      ) : null}
      <H4>{achievement.title}</H4>
      {achievement.view.description ? <p>{achievement.view.description}</p> : null}
      <H5>Goals</H5>
      {own.length === 0 ? (
        <p className={styles.muted}>{NO_AVAILABLE_GOAL}</p>
      ) : (
        <ul>
          {own.map((g) => (
            <li key={g.uuid}>
              {g.text} (0 / {g.targetCount})
            </li>
          ))}
        </ul>
      )}
      {achievement.view.completionText ? <p>{achievement.view.completionText}</p> : null}
    </Card>
  );
}
