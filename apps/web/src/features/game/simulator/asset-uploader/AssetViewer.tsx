import { Alert, Button } from '@blueprintjs/core';
import { courseAssetUrl } from '@sa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifier } from '../../../../app/toaster';
import { callErrorText } from '../../../../lib/callErrors';
import type { SimulatorApi } from '../api';
import { ASSET_DELETED, assetListLabel, CANCEL, DELETE, LOADING_ASSETS, NO_ASSETS, NO_UNDO } from '../texts';
import { pathInFolder, simulatorKeys, useAssetList } from './assetQueries';
import styles from './assetUploader.module.css';

const IMAGE = /\.(png|jpe?g|gif|svg)$/i;
const SOUND = /\.(wav|mp3)$/i;

export interface AssetViewerProps {
  api: SimulatorApi;
  courseId: number;
  prefix: string;
  folder: string;
}

/**
 * The chosen folder's files (spec 3 section 2.3, "asset viewer with delete"): images as
 * thumbnails, sounds with a player, every name a link that opens the file from its public address
 * (text files read in the browser), and Delete after 'There is no undoing this action!'.
 */
export function AssetViewer({ api, courseId, prefix, folder }: AssetViewerProps) {
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const list = useAssetList(api, courseId, folder);
  const [deleting, setDeleting] = useState<string | null>(null);
  const removal = useMutation({
    mutationFn: (listed: string) => api.deleteAsset(folder, pathInFolder(folder, listed)),
    onSuccess: () => notifier.show(ASSET_DELETED, { intent: 'success' }),
    onError: (error) => {
      const message = callErrorText(error);
      if (message) notifier.show(message);
    },
    // A file another tab removed first answers 404: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: simulatorKeys.assets(courseId, folder) }),
  });

  const files = list.data ?? [];
  return (
    <section aria-label={assetListLabel(folder)} className={styles.viewer}>
      <h3>{assetListLabel(folder)}</h3>
      {list.isPending && <p>{LOADING_ASSETS}</p>}
      {!list.isPending && files.length === 0 && <p>{NO_ASSETS}</p>}
      <ul className={styles.files}>
        {files.map((listed) => {
          const url = courseAssetUrl(prefix, listed);
          return (
            <li key={listed} className={styles.file}>
              {IMAGE.test(listed) && (
                <img src={url} alt={listed} className={styles.thumbnail} loading="lazy" />
              )}
              {SOUND.test(listed) && (
                // biome-ignore lint/a11y/useMediaCaption: course sound effects and music have no words
                <audio controls preload="none" src={url} aria-label={listed} className={styles.audio} />
              )}
              <a href={url} target="_blank" rel="noreferrer" className={styles.name}>
                {listed}
              </a>
              <Button
                size="small"
                intent="danger"
                text={DELETE}
                aria-label={`${DELETE} ${listed}`}
                loading={removal.isPending && removal.variables === listed}
                onClick={() => setDeleting(listed)}
              />
            </li>
          );
        })}
      </ul>
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        confirmButtonText={DELETE}
        cancelButtonText={CANCEL}
        onConfirm={() => {
          if (deleting) removal.mutate(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting}</p>
        <p>{NO_UNDO}</p>
      </Alert>
    </section>
  );
}
