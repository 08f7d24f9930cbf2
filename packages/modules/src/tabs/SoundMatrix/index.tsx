import { useState } from 'react';
import type { ServedTabContext } from '../Sound/served';
import ToneMatrixView from './ToneMatrixView';

/**
 * The reference frontend's demonstration tab: it only appears for a program whose value is
 * 'test'. Its grid goes into the module's state, where get_matrix() in the REPL finds it.
 */
function ServedToneMatrix({ dc }: { dc: ServedTabContext }) {
  const [grid, setGrid] = useState<boolean[][] | null>(null);
  return (
    <ToneMatrixView
      grid={grid}
      onChange={(next) => {
        setGrid(next);
        const slot = dc.context.moduleContexts.sound_matrix;
        if (slot?.state && typeof slot.state === 'object') (slot.state as { input?: unknown }).input = next;
      }}
    />
  );
}

export default {
  toSpawn: (dc: ServedTabContext) => dc.result?.value === 'test',
  body: (dc: ServedTabContext) => <ServedToneMatrix dc={dc} />,
  label: 'Sound Matrix',
  iconName: 'grid-view',
};
