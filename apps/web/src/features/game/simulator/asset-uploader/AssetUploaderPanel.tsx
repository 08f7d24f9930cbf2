import { Button, Classes, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ASSET_FOLDERS, type AssetFolder } from '@sa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useServices } from '../../../../app/services';
import { callErrorText } from '../../../../lib/callErrors';
import { simulatorApi } from '../api';
import type { SimulatorModeProps } from '../modes';
import {
  ASSET_FILES_LABEL,
  ASSET_FOLDER_LABEL,
  ASSET_SUBFOLDER_LABEL,
  BACK_TO_MENU,
  MODE_LABELS,
  UPLOAD,
  UPLOAD_RESULTS,
  uploadLine,
} from '../texts';
import { AssetViewer } from './AssetViewer';
import { simulatorKeys, uploadPath } from './assetQueries';
import styles from './assetUploader.module.css';

const isFolder = (value: string): value is AssetFolder =>
  (ASSET_FOLDERS as readonly string[]).includes(value);

/**
 * Asset Uploader (issue 24; spec 3 sections 2.3 and 8): a folder, an optional sub-folder and
 * several files, uploaded one after another so each gets its own line '{filename} => {server
 * response}' (the file's address, or the server's reason); then the folder's files below.
 */
export function AssetUploaderPanel({ courseId, prefix, back }: SimulatorModeProps) {
  const { call } = useServices();
  const api = useMemo(() => simulatorApi(call, courseId), [call, courseId]);
  const queryClient = useQueryClient();
  const ids = { folder: useId(), subfolder: useId(), files: useId() };
  const [folder, setFolder] = useState<AssetFolder>(ASSET_FOLDERS[0]);
  const [subfolder, setSubfolder] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [lines, setLines] = useState<string[]>([]);

  const uploading = useMutation({
    mutationFn: async (batch: { folder: AssetFolder; subfolder: string; files: File[] }) => {
      setLines([]);
      // One at a time: the lines come in the files' order, and a refused file stops nothing.
      for (const file of batch.files) {
        const path = uploadPath(batch.subfolder, file.name);
        let response: string;
        try {
          response = await api.uploadAsset(batch.folder, path, file);
        } catch (error) {
          response = callErrorText(error) ?? (error instanceof Error ? error.message : String(error));
        }
        setLines((shown) => [...shown, uploadLine(file.name, response)]);
      }
    },
    onSettled: (_data, _error, batch) =>
      queryClient.invalidateQueries({ queryKey: simulatorKeys.assets(courseId, batch.folder) }),
  });

  return (
    <div className={styles.panel}>
      <h2>{MODE_LABELS.assetUploader}</h2>
      <FormGroup label={ASSET_FOLDER_LABEL} labelFor={ids.folder}>
        <HTMLSelect
          id={ids.folder}
          fill
          value={folder}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isFolder(chosen)) setFolder(chosen);
          }}
        >
          {ASSET_FOLDERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={ASSET_SUBFOLDER_LABEL}
        labelFor={ids.subfolder}
        helperText={`e.g. robo, to store ${folder}/robo/{file}`}
      >
        <InputGroup
          id={ids.subfolder}
          value={subfolder}
          onChange={(e) => setSubfolder(e.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={ASSET_FILES_LABEL} labelFor={ids.files}>
        <input
          id={ids.files}
          type="file"
          multiple
          className={Classes.INPUT}
          onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
        />
      </FormGroup>
      <Button
        intent="primary"
        text={UPLOAD}
        disabled={files.length === 0}
        loading={uploading.isPending}
        onClick={() => uploading.mutate({ folder, subfolder, files })}
      />
      {lines.length > 0 && (
        <ul aria-label={UPLOAD_RESULTS} aria-live="polite" className={styles.results}>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <AssetViewer api={api} courseId={courseId} prefix={prefix} folder={folder} />
      <Button text={BACK_TO_MENU} onClick={back} />
    </div>
  );
}
