import { Outlet } from 'react-router';
import { DialogsHost } from './dialogs/DialogsHost';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import { Navbar } from './navbar/Navbar';
import { ResearchPrompt } from './research/ResearchPrompt';

/** The shell around every route: navbar, page, and the prompts that may block it. */
export function Layout() {
  return (
    <MaintenanceGate>
      <DialogsHost>
        <Navbar />
        <div className="sa-content">
          <Outlet />
        </div>
        <ResearchPrompt />
      </DialogsHost>
    </MaintenanceGate>
  );
}
