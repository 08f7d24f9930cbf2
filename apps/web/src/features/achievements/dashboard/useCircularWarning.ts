import {
  CIRCULAR_DEPENDENCY_TOAST_MS,
  circularDependencyMessage,
  findCircularAchievements,
} from '@sa/domain';
import { useEffect, useRef } from 'react';
import { useNotifier } from '../../../app/toaster';

/**
 * Spec 2 sections 4 and 9: one warning toast per achievement caught in a prerequisite cycle, for
 * 30 s. Once per load: a re-render, or a refetch that brings the same list (TanStack Query keeps
 * the same object then), does not toast again.
 */
export function useCircularWarning(
  achievements: readonly { uuid: string; title: string; prerequisiteUuids: string[] }[] | undefined,
) {
  const notifier = useNotifier();
  const warned = useRef<unknown>(null);
  useEffect(() => {
    if (!achievements || warned.current === achievements) return;
    warned.current = achievements;
    for (const achievement of findCircularAchievements(achievements)) {
      notifier.show(circularDependencyMessage(achievement.title), {
        intent: 'warning',
        timeout: CIRCULAR_DEPENDENCY_TOAST_MS,
      });
    }
  }, [achievements, notifier]);
}
