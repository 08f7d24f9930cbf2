import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { RESET_NOTE, RESET_QUESTION, RESET_TITLE } from '../texts';

/** Spec 1 section 2.7: the confirmation before the editor goes back to the question's template. */
export function ResetDialog(props: { isOpen: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog isOpen={props.isOpen} title={RESET_TITLE} onClose={props.onClose}>
      <DialogBody>
        <p>{RESET_QUESTION}</p>
        <p>{RESET_NOTE}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={props.onClose} />
            <Button
              text="Reset"
              intent="danger"
              onClick={() => {
                props.onConfirm();
                props.onClose();
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
