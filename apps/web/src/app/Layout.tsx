import { Outlet } from 'react-router';
import { OfflineSaves } from '../features/assessments';
import { ResearchLogSync } from '../features/researchlogs';
import { useDeployment } from './deployment';
import { DialogsHost } from './dialogs/DialogsHost';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import { Navbar } from './navbar/Navbar';
import { ResearchPrompt } from './research/ResearchPrompt';

/**
 * The shell around every route: navbar, page, the prompts that may block it, the research log's
 * sync (sent by the service worker, or by the page where none controls it), and the sender of
 * answers saved offline (with its conflict dialog), which works whatever page is open.
 */
export function Layout() {
  const { researchLogSyncMs } = useDeployment();
  return (
    <MaintenanceGate>
      <DialogsHost>
        <Navbar />
        <div className="sa-content">
          <Outlet />
        </div>
        <ResearchPrompt />
        <ResearchLogSync intervalMs={researchLogSyncMs} />
        <OfflineSaves />
      </DialogsHost>
    </MaintenanceGate>
  );
}
