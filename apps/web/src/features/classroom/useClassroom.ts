import { CLASSROOM_ERROR_TOAST_MS } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDeployment } from '../../app/deployment';
import { useNotifier } from '../../app/toaster';
import { githubClient, githubStatus } from '../../lib/github/client';
import { useGitHubConnection, useGitHubSessionStore } from '../../lib/github/session';
import { discoverClassroom } from './discovery';

/** Every Classroom query's key starts with this (Log Out forgets them all). */
export const CLASSROOM_QUERY_KEY = ['classroom'] as const;

/**
 * The GitHub connection and what discovery found for it, shared by the area's pages and navbar
 * through TanStack Query: discovery runs once per sign-in and again on 'Refresh Assessments'.
 */
export function useClassroom() {
  const { apiUrl } = useDeployment().github;
  const connection = useGitHubConnection();
  const sessionStore = useGitHubSessionStore();
  const notifier = useNotifier();
  const token = connection?.token ?? null;
  const query = useQuery({
    queryKey: [...CLASSROOM_QUERY_KEY, apiUrl, connection?.user.login ?? null],
    enabled: token !== null,
    // Discovery reads several lists to their last page: only a refresh asks again.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      if (token === null) throw new Error('Not signed in to GitHub');
      const warn = (message: string) => notifier.show(message, { timeout: CLASSROOM_ERROR_TOAST_MS });
      try {
        return await discoverClassroom(await githubClient(token, apiUrl), warn);
      } catch (error) {
        // A revoked or expired token: forget it, so the login page asks to sign in again.
        if (githubStatus(error) === 401) sessionStore.clear();
        throw error;
      }
    },
  });
  return { connection, query };
}

/** Forgets what discovery found, e.g. when signing out of GitHub. */
export function useForgetClassroom() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: CLASSROOM_QUERY_KEY }), [queryClient]);
}
