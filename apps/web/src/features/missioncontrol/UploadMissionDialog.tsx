import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { missionXmlFileName, writeAssessmentXml, type XmlAssessment } from '@sa/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { callErrorText } from '../../lib/callErrors';
import { ForceUpdateSwitch, uploadOutcome, useGroundControlEndpoints } from '../groundcontrol';

/**
 * 'Upload to Ground Control' (issue 25): the saved mission's export goes through Ground Control's
 * upload route as the chosen assessment type, with the force-update confirmation; the server's
 * answer is shown here.
 */
export function UploadMissionDialog({
  mission,
  isOpen,
  onClose,
}: {
  mission: XmlAssessment;
  isOpen: boolean;
  onClose(): void;
}) {
  const endpoints = useGroundControlEndpoints();
  const types = useSession().profile?.assessmentConfigurations ?? [];
  const typeId = useId();
  const [type, setType] = useState('');
  const [forceUpdate, setForceUpdate] = useState(false);
  const uploading = useMutation({ mutationFn: endpoints.upload });

  const upload = () => {
    const config = types.find((t) => String(t.assessmentConfigId) === type);
    if (!config) return;
    const file = new File([writeAssessmentXml(mission)], missionXmlFileName(mission.title), {
      type: 'text/xml',
    });
    uploading.mutate({ file, forceUpdate, assessmentConfigId: config.assessmentConfigId });
  };

  const answer = uploading.isSuccess ? uploadOutcome(uploading.data) : null;
  const failure = uploading.isError ? (callErrorText(uploading.error) ?? 'The upload failed.') : null;

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Upload to Ground Control" icon="upload">
      <DialogBody>
        <p>Uploads the mission as it was last saved.</p>
        <FormGroup label="Assessment type" labelFor={typeId}>
          <HTMLSelect id={typeId} value={type} onChange={(e) => setType(e.currentTarget.value)} fill>
            <option value="">Select an assessment type</option>
            {types.map((t) => (
              <option key={t.assessmentConfigId} value={String(t.assessmentConfigId)}>
                {t.type}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <ForceUpdateSwitch checked={forceUpdate} onChange={setForceUpdate} />
        <output aria-live="polite">
          {answer && <Callout intent={answer.intent}>{answer.message}</Callout>}
          {failure && <Callout intent="danger">{failure}</Callout>}
        </output>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button
              intent="primary"
              text="Upload"
              disabled={type === ''}
              loading={uploading.isPending}
              onClick={upload}
            />
          </>
        }
      />
    </Dialog>
  );
}
