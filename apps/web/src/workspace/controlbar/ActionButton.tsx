import { Button, Tooltip } from '@blueprintjs/core';
import type { WorkspaceAction } from '../actions';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';

/** One registered action as a button: its label, icon, tooltip, enabled rule and pressed state. */
export function ActionButton({ action }: { action: WorkspaceAction }) {
  const { store } = useWorkspace();
  const enabled = useStore(store, action.isEnabled);
  const active = useStore(store, (s) => action.isActive?.(s));
  const visible = useStore(store, (s) => action.isVisible?.(s) ?? true);
  if (!visible) return null;
  const button = (
    <Button
      variant="minimal"
      icon={action.icon}
      text={action.label}
      disabled={!enabled}
      active={active === true}
      aria-pressed={active === undefined ? undefined : active}
      onClick={() => action.perform()}
    />
  );
  return action.tooltip ? (
    <Tooltip content={action.tooltip} placement="bottom">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
