import type { EventName } from '@sa/domain';
import type { RunOutcome } from '@sa/runner';
import { useMemo } from 'react';
import { type Services, useServices } from '../../../app/services';
import { dashboardEndpoints, dashboardKeys } from '../dashboard/api';
import { learnerEventStore } from './eventStore';
import { createEventSyncer, type EventSyncer, eventsNow, scopeKey, scopeOf } from './learnerEvents';

/** The events a program run stands for: every run is 'Run Code'; one that ends in an error is also 'Error'. */
export function runEvents(outcome: RunOutcome): EventName[] {
  if (outcome.status === 'unavailable') return []; // nothing ran
  return outcome.status === 'error' ? ['Run Code', 'Error'] : ['Run Code'];
}

const syncers = new WeakMap<Services, EventSyncer>();

/** One syncer per page (per Services), reading the session when it syncs, not when it was made. */
export function eventSyncerFor(services: Services): EventSyncer {
  let syncer = syncers.get(services);
  if (!syncer) {
    const endpoints = dashboardEndpoints(services.call);
    syncer = createEventSyncer({
      store: learnerEventStore(),
      depsFor: (scope) => {
        const current = scopeOf(services.session.getSnapshot());
        // Another user signed in, or the course changed, while the sync waited: its calls would
        // go to the wrong course; the events stay stored for that scope's next visit.
        if (!current || scopeKey(current) !== scopeKey(scope)) return null;
        return {
          loadGoals: () => endpoints.goals(null, true),
          postProgress: (uuid, body) => endpoints.postOwnProgress(uuid, body),
        };
      },
      onSynced: (scope) =>
        void services.queryClient.invalidateQueries({ queryKey: dashboardKeys.all(scope.courseId) }),
    });
    syncers.set(services, syncer);
  }
  return syncer;
}

export type RecordLearnerEvent = (name: EventName, times?: number) => void;

/** Records learner activity for the signed-in member's Event goals; a no-op outside a course with achievements. */
export function recordLearnerEvent(services: Services, name: EventName, times = 1): void {
  const scope = scopeOf(services.session.getSnapshot());
  if (!scope) return;
  // Recording must never disturb the run that caused it: storage failures are dropped.
  eventSyncerFor(services)
    .record(scope, eventsNow(name, times, new Date()))
    .catch(() => undefined);
}

/** `recordLearnerEvent` bound to the page's services (the Autograder tab's 'Run Testcase'). */
export function useLearnerEventRecorder(): RecordLearnerEvent {
  const services = useServices();
  return useMemo(() => (name, times) => recordLearnerEvent(services, name, times), [services]);
}

/** A workspace's `onRun`: records 'Run Code', and 'Error' when the run failed. */
export function useRunRecorder(): (outcome: RunOutcome) => void {
  const services = useServices();
  return useMemo(
    () => (outcome) => {
      for (const name of runEvents(outcome)) recordLearnerEvent(services, name);
    },
    [services],
  );
}
