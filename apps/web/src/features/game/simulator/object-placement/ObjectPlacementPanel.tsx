import { Button } from '@blueprintjs/core';
import { courseAssetUrl } from '@sa/contracts';
import { isPlaceableImage, printCoordinates } from '@sa/domain';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../../../app/services';
import { simulatorApi } from '../api';
import { AssetTree } from '../asset-tree/AssetTree';
import type { SimulatorModeProps } from '../modes';
import { BACK_TO_MENU, MODE_LABELS } from '../texts';
import { createPlacementController, type PlacementController } from './controller';
import { placedEntries, screenLines } from './describe';
import { PlacedList } from './PlacedList';
import { PlacementToolbar } from './PlacementToolbar';
import { PrintedCoordinates } from './PrintedCoordinates';
import styles from './placement.module.css';
import { loadPlacementStarter, type PlacementStarter } from './stage';
import { KEYS_HINT } from './texts';

export interface ObjectPlacementPanelProps extends SimulatorModeProps {
  /** Tests give a starter without Phaser (happy-dom has no canvas). */
  starter?: () => Promise<PlacementStarter>;
  /** The mode's state; a new one per mount unless given (tests drive it as the canvas would). */
  controller?: PlacementController;
}

/**
 * Object Placement (issue 24; spec 3 section 2.3): the cursor modes, the course's files to
 * choose from, what is placed, and 'Print coordinates'. The canvas (a Phaser game started on
 * the page's stage) and this panel share one controller; the accessible layer beside the
 * canvas says what is placed and selected.
 */
export function ObjectPlacementPanel({
  courseId,
  prefix,
  stage,
  back,
  starter = loadPlacementStarter,
  controller: given,
}: ObjectPlacementPanelProps) {
  const { call } = useServices();
  const api = useMemo(() => simulatorApi(call, courseId), [call, courseId]);
  const [own] = useState(createPlacementController);
  const controller = given ?? own;
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const [printed, setPrinted] = useState(false);
  const game = useRef<{ destroy(): void } | null>(null);

  useEffect(() => {
    if (!stage) return;
    let cancelled = false;
    const urlOf = (path: string) => courseAssetUrl(prefix, path);
    starter()
      .then((start) => {
        if (!cancelled) game.current = start(stage.parent, { controller, urlOf });
      })
      .catch(() => {
        // The canvas could not start: the panel, its list and 'Print coordinates' still work.
      });
    return () => {
      cancelled = true;
      game.current?.destroy();
      game.current = null;
    };
  }, [stage, prefix, starter, controller]);

  const entries = placedEntries(snapshot, controller.sizeOf);
  useEffect(() => {
    // Said once a drag ends, not at every step of it (the status region would chatter).
    if (snapshot.gesture.kind !== 'none') return;
    stage?.a11y.show({
      scene: 'Story Simulator',
      lines: screenLines(snapshot, controller.sizeOf),
      controls: [],
    });
  }, [stage, snapshot, controller]);

  const leave = () => {
    game.current?.destroy();
    game.current = null;
    back();
  };

  return (
    <div className={styles.panel}>
      <h2>{MODE_LABELS.objectPlacement}</h2>
      <PlacementToolbar
        mode={snapshot.mode}
        onMode={controller.setMode}
        onPrint={() => setPrinted(true)}
        onEraseAll={controller.eraseAll}
      />
      <p className={styles.hint}>{KEYS_HINT}</p>
      {printed && <PrintedCoordinates lines={printCoordinates(snapshot.state)} />}
      <AssetTree
        list={api.listAssets}
        chosen={snapshot.chosen}
        onChoose={controller.choose}
        canChoose={isPlaceableImage}
      />
      <PlacedList
        entries={entries}
        selectedId={snapshot.state.selectedId}
        onSelect={controller.select}
        onScale={controller.scale}
        onRemove={controller.removeSelected}
      />
      <Button text={BACK_TO_MENU} onClick={leave} />
    </div>
  );
}
