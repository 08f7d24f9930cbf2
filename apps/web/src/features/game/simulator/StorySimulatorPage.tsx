import { Button, ButtonGroup } from '@blueprintjs/core';
import { courseAssetsPrefix } from '@sa/contracts';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../app/session/hooks';
import { A11yLayer } from '../a11y/A11yLayer';
import { createA11yStore } from '../a11y/a11yStore';
import { GameStage } from '../GameStage';
import { AssetUploaderPanel } from './asset-uploader/AssetUploaderPanel';
import { ChapterSimulatorPanel } from './chapter-simulator/ChapterSimulatorPanel';
import { CheckpointSimulatorPanel } from './checkpoint-simulator/CheckpointSimulatorPanel';
import type { SimulatorMode, SimulatorModeProps, SimulatorStage } from './modes';
import { ObjectPlacementPanel } from './object-placement/ObjectPlacementPanel';
import styles from './storysimulator.module.css';
import { MODE_LABELS, SIMULATOR_PANEL, WELCOME } from './texts';

const MODES = Object.keys(MODE_LABELS) as (keyof typeof MODE_LABELS)[];

/**
 * /courses/{id}/storysimulator (issue 24; spec 3 section 2.3): the game's canvas with the
 * accessible layer beside it, and a side panel with the menu and the four modes. The mode that
 * draws (object placement, checkpoint simulation) starts its own Phaser game on the canvas.
 */
export default function StorySimulatorPage() {
  const courseId = Number(useParams().courseId);
  const assetsPrefix = useSession().profile?.courseConfiguration?.assetsPrefix ?? null;
  const prefix = courseAssetsPrefix({ courseId, assetsPrefix });
  const [a11y] = useState(createA11yStore);
  const screen = useSyncExternalStore(a11y.subscribe, a11y.getSnapshot);
  const parent = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<SimulatorStage | null>(null);
  const [mode, setMode] = useState<SimulatorMode>('default');
  const [chapterFiles, setChapterFiles] = useState<readonly string[] | undefined>(undefined);

  useEffect(() => {
    if (parent.current) setStage({ parent: parent.current, a11y });
  }, [a11y]);

  const open = useCallback((next: SimulatorMode) => {
    setChapterFiles(undefined);
    setMode(next);
  }, []);
  const back = useCallback(() => open('default'), [open]);
  // Leaving a mode clears what it showed beside the canvas.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of mode
  useEffect(() => () => a11y.show({ scene: 'Story Simulator', lines: [], controls: [] }), [a11y, mode]);

  const common: SimulatorModeProps = { courseId, prefix, stage, back };
  return (
    <div className={styles.page}>
      <div className={styles.left}>
        <GameStage ref={parent} className={styles.stage} />
        <A11yLayer screen={screen} message={WELCOME} />
      </div>
      <aside aria-label={SIMULATOR_PANEL} className={styles.panel}>
        {mode === 'default' && (
          <>
            <h2>{WELCOME}</h2>
            <ButtonGroup vertical fill>
              {MODES.map((key) => (
                <Button key={key} text={MODE_LABELS[key]} onClick={() => open(key)} />
              ))}
            </ButtonGroup>
          </>
        )}
        {mode === 'objectPlacement' && <ObjectPlacementPanel {...common} />}
        {mode === 'checkpointSim' && <CheckpointSimulatorPanel {...common} chapterFiles={chapterFiles} />}
        {mode === 'assetUploader' && <AssetUploaderPanel {...common} />}
        {mode === 'chapterSim' && (
          <ChapterSimulatorPanel
            {...common}
            simulateChapter={(files) => {
              setMode('checkpointSim');
              setChapterFiles(files);
            }}
          />
        )}
      </aside>
    </div>
  );
}
