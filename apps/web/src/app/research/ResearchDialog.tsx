import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../services';
import { RESEARCH_TITLE } from './ResearchPrompt';

/** The research consent dialog (a lazy chunk): the app waits until the user answers. */
export default function ResearchDialog() {
  const { endpoints, session } = useServices();
  // A failure is toasted by the API client; the prompt stays so the user can answer again.
  const saving = useMutation({
    mutationFn: (agreed: boolean) => endpoints.researchAgreement(agreed),
    onSuccess: (_, agreed) => session.setAgreedToResearch(agreed),
  });
  const busy = saving.isPending;
  const answer = (agreed: boolean) => saving.mutate(agreed);

  return (
    <Dialog
      isOpen
      title={RESEARCH_TITLE}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>
          The Source Academy is also used for research on how people learn to program. With your consent, the
          programs you run here are stored anonymously and studied to improve teaching.
        </p>
        <p>
          Taking part is voluntary. If you opt out, nothing of yours is used for research, and there is no
          penalty of any kind: your course, your grades and your access stay exactly the same.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="I would like to opt out" disabled={busy} onClick={() => answer(false)} />
            <Button text="I consent!" intent="success" disabled={busy} onClick={() => answer(true)} />
          </>
        }
      />
    </Dialog>
  );
}
