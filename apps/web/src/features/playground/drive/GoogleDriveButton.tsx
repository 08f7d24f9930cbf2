import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CloudIcon, DocumentOpenIcon, FloppyDiskIcon, LogInIcon, LogOutIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useOptionalDeployment } from '../../../app/deployment';
import { useNotifier } from '../../../app/toaster';
import { useWorkspace } from '../../../workspace/context';
import styles from './drive.module.css';
import { NOT_CONFIGURED } from './messages';
import { OpenDialog } from './OpenDialog';
import { SaveAsDialog } from './SaveAsDialog';
import { type DriveFileState, type DriveSettings, useDrive } from './useDrive';

const INTENT = { inactive: 'none', saved: 'success', dirty: 'warning' } as const;

interface GoogleDriveButtonProps {
  /** Test seam: the fetch Drive calls go through. */
  fetch?: typeof fetch;
}

/** The playground's 'Google Drive' menu (spec 3 sections 2.6, 5 and 7); off without a client id. */
export function GoogleDriveButton({ fetch }: GoogleDriveButtonProps) {
  const google = useOptionalDeployment()?.google;
  if (!google?.clientId) {
    return (
      <Button variant="minimal" icon={<CloudIcon />} text="Google Drive" disabled title={NOT_CONFIGURED} />
    );
  }
  return (
    <DriveMenu
      settings={{ clientId: google.clientId, accountsUrl: google.accountsUrl, apiUrl: google.apiUrl }}
      {...(fetch ? { fetch } : {})}
    />
  );
}

function buttonLabel(state: DriveFileState, name: string | undefined) {
  if (state === 'inactive' || name === undefined) return 'Google Drive';
  return (
    <>
      Google Drive:<span className={styles.fileName}>{name}</span>
      {state === 'dirty' ? ' (unsaved changes)' : ''}
    </>
  );
}

function DriveMenu({ settings, fetch }: { settings: DriveSettings; fetch?: typeof globalThis.fetch }) {
  const { store } = useWorkspace();
  const notifier = useNotifier();
  const drive = useDrive({ settings, store, notifier, ...(fetch ? { fetch } : {}) });
  const [dialog, setDialog] = useState<'open' | 'saveAs' | null>(null);

  // Signing in, when needed, happens in the click itself: browsers block popups opened later.
  const show = async (which: 'open' | 'saveAs') => {
    if (await drive.ensureSignedIn()) setDialog(which);
  };

  return (
    <>
      <PopoverNext
        placement="bottom-start"
        // On a phone this menu sits in the control bar's popover: picking an item closes this
        // menu only, so the dialog it opens stays mounted.
        captureDismiss
        onOpening={drive.refresh}
        content={
          <Menu aria-label="Google Drive">
            <MenuItem icon={<DocumentOpenIcon />} text="Open" onClick={() => void show('open')} />
            <MenuItem
              icon={<FloppyDiskIcon />}
              text="Save"
              disabled={!drive.opened || drive.busy}
              onClick={() => void drive.save()}
            />
            <MenuItem icon={<FloppyDiskIcon />} text="Save As" onClick={() => void show('saveAs')} />
            <MenuDivider />
            {drive.signedIn ? (
              <MenuItem icon={<LogOutIcon />} text="Log Out" onClick={drive.logOut} />
            ) : (
              <MenuItem icon={<LogInIcon />} text="Log In" onClick={() => void drive.logIn()} />
            )}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon={<CloudIcon />}
          intent={INTENT[drive.fileState]}
          loading={drive.busy}
          data-state={drive.fileState}
        >
          {buttonLabel(drive.fileState, drive.opened?.name)}
        </Button>
      </PopoverNext>
      {dialog === 'open' && <OpenDialog drive={drive} onClose={() => setDialog(null)} />}
      {dialog === 'saveAs' && <SaveAsDialog drive={drive} onClose={() => setDialog(null)} />}
    </>
  );
}
