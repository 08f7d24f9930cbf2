import { versionRoutes as versions } from '@sa/contracts';
import { useMemo } from 'react';
import type { RouteCaller } from '../../../../api/call';
import { useServices } from '../../../../app/services';

/** The version history of the learner's answer to a question (issue 16), through the route table. */
export function versionEndpoints(call: RouteCaller) {
  return {
    list: (questionId: number) => call(versions.list, { params: { questionId } }),
    get: (questionId: number, versionId: number) => call(versions.get, { params: { questionId, versionId } }),
    name: (questionId: number, versionId: number, name: string) =>
      call(versions.name, { params: { questionId, versionId }, body: { name } }),
  };
}

export function useVersionEndpoints() {
  const { call } = useServices();
  return useMemo(() => versionEndpoints(call), [call]);
}

/** Under the course's assessment keys, so refreshing them after a save refreshes the history too. */
export const versionKeys = {
  list: (courseId: number, questionId: number) => ['assessments', courseId, 'versions', questionId] as const,
  one: (courseId: number, questionId: number, versionId: number) =>
    ['assessments', courseId, 'versions', questionId, versionId] as const,
};
