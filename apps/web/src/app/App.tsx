import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AreasContext } from './area-rules/context';
import { AREAS } from './areas';
import { DeploymentGate, useDeployment } from './deployment';
import { buildRoutes } from './routes';
import { type Services, ServicesProvider } from './services';
import { ToasterHost, type ToastNotifier } from './toaster';

function AppRouter() {
  const { playgroundOnly } = useDeployment();
  // Rebuilt only if the deployment switches playground-only mode on or off.
  const router = useMemo(
    () => createBrowserRouter(buildRoutes({ playgroundOnly, areas: AREAS })),
    [playgroundOnly],
  );
  return <RouterProvider router={router} />;
}

export function App({ services, toaster }: { services: Services; toaster: ToastNotifier }) {
  return (
    <ServicesProvider services={services}>
      <AreasContext.Provider value={AREAS}>
        <ToasterHost attach={toaster.attach} />
        <DeploymentGate>
          <AppRouter />
        </DeploymentGate>
      </AreasContext.Provider>
    </ServicesProvider>
  );
}
