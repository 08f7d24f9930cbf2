import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Markdown } from '../../../app/markdown/Markdown';

/** Spec 1 section 2.7: the briefing shown on first opening question 0 of an assessment not attempted. */
export function BriefingDialog(props: { title: string; briefing: string; onClose(): void }) {
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose}>
      <DialogBody>
        <Markdown text={props.briefing} />
      </DialogBody>
      <DialogFooter actions={<Button text="Continue" intent="primary" onClick={props.onClose} />} />
    </Dialog>
  );
}
