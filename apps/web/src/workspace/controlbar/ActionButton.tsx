import { Button, Spinner, Tooltip } from '@blueprintjs/core';
import type { WorkspaceAction } from '../actions';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';

/**
 * One registered action as a button: its label (or the one its state gives), icon, tooltip, enabled
 * rule, pressed state, and whether it needs attention or is busy.
 */
export function ActionButton({ action }: { action: WorkspaceAction }) {
  const { store } = useWorkspace();
  const enabled = useStore(store, action.isEnabled);
  const active = useStore(store, (s) => action.isActive?.(s));
  const visible = useStore(store, (s) => action.isVisible?.(s) ?? true);
  const attention = useStore(store, (s) => action.needsAttention?.(s) ?? false);
  const busy = useStore(store, (s) => action.isBusy?.(s) ?? false);
  const label = useStore(store, (s) => action.stateLabel?.(s)?.label ?? action.label);
  const tooltip = useStore(store, (s) => action.stateLabel?.(s)?.tooltip ?? action.tooltip);
  if (!visible) return null;
  const icon = busy ? <Spinner size={16} aria-label={action.busyLabel} /> : action.icon;
  const button = (
    <Button
      variant="minimal"
      icon={action.iconAfterLabel ? undefined : icon}
      endIcon={action.iconAfterLabel ? icon : undefined}
      text={label}
      intent={attention ? 'warning' : 'none'}
      disabled={!enabled}
      active={active === true}
      aria-pressed={active === undefined ? undefined : active}
      onClick={() => action.perform()}
    />
  );
  return tooltip ? (
    <Tooltip content={tooltip} placement="bottom">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
