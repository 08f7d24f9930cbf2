import { Button } from '@blueprintjs/core';
import type { SimulatorModeProps } from '../modes';
import { BACK_TO_MENU } from '../texts';

/** Built by issue 24's part for this mode; until then only the way back. */
export function ObjectPlacementPanel({ back }: SimulatorModeProps) {
  return <Button text={BACK_TO_MENU} onClick={back} />;
}
