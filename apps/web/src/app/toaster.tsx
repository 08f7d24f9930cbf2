import { type Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createContext, useContext } from 'react';

/** Spec 1 section 9: toasts stay 2000 ms unless a call says otherwise. */
export const DEFAULT_TOAST_MS = 2000;

export interface ToastOptions {
  intent?: Intent;
  /** How long it stays, in ms; 0 keeps it until it is dismissed or its action is chosen. */
  timeout?: number;
  /** A button in the toast (choosing it also closes the toast). */
  action?: { text: string; onClick: () => void };
  /** A toast shown again under the same key replaces the one on screen instead of stacking. */
  key?: string;
}

export interface Notifier {
  show(message: string, options?: ToastOptions): void;
}

/**
 * A notifier backed by a Blueprint OverlayToaster rendered by <ToasterHost />. Messages sent
 * before the toaster has mounted are queued, so start-up errors are not lost.
 */
export function createToastNotifier() {
  let toaster: Toaster | null = null;
  const queue: Array<[string, ToastOptions | undefined]> = [];
  const notifier: Notifier = {
    show(message, options) {
      if (!toaster) {
        queue.push([message, options]);
        return;
      }
      const action = options?.action;
      toaster.show(
        {
          message,
          intent: options?.intent ?? 'danger',
          timeout: options?.timeout ?? DEFAULT_TOAST_MS,
          ...(action ? { action: { text: action.text, onClick: () => action.onClick() } } : {}),
        },
        options?.key,
      );
    },
  };
  const attach = (instance: Toaster | null) => {
    toaster = instance;
    if (!instance) return;
    for (const [message, options] of queue.splice(0)) notifier.show(message, options);
  };
  return { notifier, attach };
}

export type ToastNotifier = ReturnType<typeof createToastNotifier>;

export function ToasterHost({ attach }: { attach: ToastNotifier['attach'] }) {
  return <OverlayToaster ref={attach} position={Position.TOP} maxToasts={5} />;
}

export const NotifierContext = createContext<Notifier | null>(null);

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotifier needs the app providers');
  return notifier;
}
