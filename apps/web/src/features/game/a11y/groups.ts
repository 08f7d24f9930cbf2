import type { A11yControl } from '../services';

/** A run of controls shown together: ungrouped ones alone, grouped ones under their group's name. */
export interface ControlBlock {
  group?: string;
  /** Every control of the group is a radio: a radiogroup rather than a group. */
  radios: boolean;
  controls: A11yControl[];
}

/**
 * Splits the controls into blocks in reading order. A group gathers all its controls where it
 * first appears, so a chapter card's two buttons stay together even if listed apart.
 */
export function controlBlocks(controls: readonly A11yControl[]): ControlBlock[] {
  const blocks: ControlBlock[] = [];
  const byGroup = new Map<string, ControlBlock>();
  for (const control of controls) {
    if (control.group === undefined) {
      blocks.push({ radios: control.radio !== undefined, controls: [control] });
      continue;
    }
    let block = byGroup.get(control.group);
    if (!block) {
      block = { group: control.group, radios: true, controls: [] };
      byGroup.set(control.group, block);
      blocks.push(block);
    }
    block.controls.push(control);
    if (control.radio === undefined) block.radios = false;
  }
  return blocks;
}
