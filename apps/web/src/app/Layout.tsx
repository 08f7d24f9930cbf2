import { Outlet } from 'react-router';
import { ResearchLogSync } from '../features/researchlogs';
import { DialogsHost } from './dialogs/DialogsHost';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import { Navbar } from './navbar/Navbar';
import { ResearchPrompt } from './research/ResearchPrompt';

/**
 * The shell around every route: navbar, page, the prompts that may block it, and the research
 * log's sync (sent by the service worker, or by the page where none controls it).
 */
export function Layout() {
  return (
    <MaintenanceGate>
      <DialogsHost>
        <Navbar />
        <div className="sa-content">
          <Outlet />
        </div>
        <ResearchPrompt />
        <ResearchLogSync />
      </DialogsHost>
    </MaintenanceGate>
  );
}
