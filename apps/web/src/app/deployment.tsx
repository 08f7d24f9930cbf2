import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { DeploymentSettings } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useServices } from './services';

/** Settings are re-read every minute so a changed deployment reaches open tabs without a rebuild. */
export const DEPLOYMENT_REFETCH_MS = 60_000;

const DeploymentContext = createContext<DeploymentSettings | null>(null);

export function useDeployment(): DeploymentSettings {
  const settings = useContext(DeploymentContext);
  if (!settings) throw new Error('useDeployment needs <DeploymentGate>');
  return settings;
}

/** The settings where a <DeploymentGate> is above, else null (the workspace in tests, for one). */
export function useOptionalDeployment(): DeploymentSettings | null {
  return useContext(DeploymentContext);
}

export function DeploymentProvider({ value, children }: { value: DeploymentSettings; children: ReactNode }) {
  return <DeploymentContext.Provider value={value}>{children}</DeploymentContext.Provider>;
}

/** Renders its children once GET /v2/deployment has answered. */
export function DeploymentGate({ children }: { children: ReactNode }) {
  const { endpoints } = useServices();
  const query = useQuery({
    queryKey: ['deployment'],
    queryFn: endpoints.deployment,
    refetchInterval: DEPLOYMENT_REFETCH_MS,
    staleTime: DEPLOYMENT_REFETCH_MS,
  });
  if (query.data) return <DeploymentProvider value={query.data}>{children}</DeploymentProvider>;
  if (query.isError) {
    return (
      <NonIdealState
        title="Cannot reach the server"
        description="Error while communicating with backend; check your network?"
        action={<Button text="Try again" onClick={() => query.refetch()} />}
      />
    );
  }
  return <NonIdealState icon={<Spinner />} title="Loading..." />;
}
