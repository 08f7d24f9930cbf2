import { Dialog, DialogBody } from '@blueprintjs/core';
import { Markdown } from '../markdown/Markdown';
import { useSession } from '../session/hooks';
import type { DialogProps } from './DialogsHost';

export default function HelpDialog({ onClose }: DialogProps) {
  const helpText = useSession().profile?.courseConfiguration?.moduleHelpText;
  return (
    <Dialog isOpen title="Help" onClose={onClose}>
      <DialogBody>
        {helpText ? <Markdown text={helpText} /> : <p>This course has no help text yet.</p>}
      </DialogBody>
    </Dialog>
  );
}
