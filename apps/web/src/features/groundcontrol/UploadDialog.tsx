import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { DocumentIcon, UploadIcon } from '@blueprintjs/icons';
import { MAX_ASSESSMENT_XML_BYTES } from '@sa/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { callErrorText } from '../../lib/callErrors';
import { uploadOutcome, useGroundControlEndpoints, useRefreshAssessments } from './api';
import { ForceUpdateSwitch } from './ForceUpdateSwitch';
import styles from './groundcontrol.module.css';

/** Spec 2 section 9: upload and date messages stay 2000 ms. */
const UPLOAD_TOAST_MS = 2000;
const MAX_MB = MAX_ASSESSMENT_XML_BYTES / (1024 * 1024);

/**
 * 'Upload assessment' (spec 2 section 5, "Assessment upload"): one XML file, dropped or picked,
 * an assessment type, and an optional force update confirmed with yes or no.
 */
export function UploadDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const notifier = useNotifier();
  const endpoints = useGroundControlEndpoints();
  const refresh = useRefreshAssessments();
  const types = useSession().profile?.assessmentConfigurations ?? [];
  const typeSelectId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState('');
  const [forceUpdate, setForceUpdate] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const uploading = useMutation({
    mutationFn: endpoints.upload,
    onSuccess: async (answer) => {
      const { message, intent } = uploadOutcome(answer);
      notifier.show(message, { intent, timeout: UPLOAD_TOAST_MS });
      reset();
      onClose();
      await refresh();
    },
    onError: (error) => {
      const message = callErrorText(error);
      if (message) notifier.show(message);
    },
  });

  const warn = (message: string) => notifier.show(message, { intent: 'warning', timeout: UPLOAD_TOAST_MS });

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return warn('Uploading multiple files at once is not currently supported!');
    const chosen = files[0];
    if (!chosen) return;
    if (chosen.size > MAX_ASSESSMENT_XML_BYTES)
      return warn(`The assessment file is larger than the limit of ${MAX_MB} MB`);
    setFile(chosen);
  };

  const reset = () => {
    setFile(null);
    setTypeId('');
    setForceUpdate(false);
  };

  const upload = () => {
    if (!file) return;
    const type = types.find((t) => String(t.assessmentConfigId) === typeId);
    if (!type) return warn('Please select a valid assessment type before uploading!');
    uploading.mutate({ file, forceUpdate, assessmentConfigId: type.assessmentConfigId });
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Upload assessment" icon={<UploadIcon />}>
      <DialogBody>
        <label
          className={`${styles.dropzone} ${dragOver ? styles.dragOver : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragOver(false);
            choose(event.dataTransfer.files);
          }}
        >
          <DocumentIcon size={24} />
          <span>Drop an assessment XML file here, or click to choose one.</span>
          <input
            type="file"
            accept=".xml,text/xml,application/xml"
            aria-label="Assessment XML file"
            className={styles.visuallyHidden}
            onChange={(event) => {
              choose(event.currentTarget.files);
              // Picking the same file again after a cancelled upload still fires a change.
              event.currentTarget.value = '';
            }}
          />
          <strong aria-live="polite">{file ? `Selected: ${file.name}` : 'No file selected'}</strong>
        </label>
        <FormGroup label="Assessment type" labelFor={typeSelectId}>
          <HTMLSelect
            id={typeSelectId}
            value={typeId}
            onChange={(e) => setTypeId(e.currentTarget.value)}
            fill
          >
            <option value="">Select an assessment type</option>
            {types.map((t) => (
              <option key={t.assessmentConfigId} value={String(t.assessmentConfigId)}>
                {t.type}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <ForceUpdateSwitch checked={forceUpdate} onChange={setForceUpdate} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Upload"
              disabled={!file}
              loading={uploading.isPending}
              onClick={upload}
            />
          </>
        }
      />
    </Dialog>
  );
}
