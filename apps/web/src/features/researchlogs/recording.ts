import type { EventLogEntry, LogPayload } from '@sa/contracts';
import type { WorkspaceHandle } from '../../workspace/context';
import type { EventLogBuffer } from './buffer';
import { EDITOR_KEY_COMMANDS, eventLogExtension, type KeyCommand } from './recorder';

/** Where and for whom one editing session records. */
export interface RecordingTarget {
  /** A playground visit or one opening of a question. */
  sessionId: string;
  assessmentId: number | null;
  questionId: number | null;
  userId: number;
  courseId: number;
}

export interface RecordingDeps {
  buffer: EventLogBuffer;
  now?: () => number;
  newId?: () => string;
}

/** The workspace's commands by their shortcuts first, then the editor's own keys not taken by them. */
export function keyCommandsOf(handle: WorkspaceHandle): KeyCommand[] {
  const own = handle.actions.flatMap((action) =>
    action.shortcut ? [{ key: action.shortcut, command: action.id }] : [],
  );
  const taken = new Set(own.map((c) => c.key));
  return [...own, ...EDITOR_KEY_COMMANDS.filter((c) => !taken.has(c.key))];
}

/**
 * Records one editing session of a workspace: an `init` with the code, chapter and variant now,
 * then what the editor reports, each entry stamped and handed to the buffer. Answers the stop.
 */
export function startEventLogRecording(
  handle: WorkspaceHandle,
  target: RecordingTarget,
  deps: RecordingDeps,
): () => void {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const { sessionId, assessmentId, questionId, userId, courseId } = target;
  const emit = (payload: LogPayload) => {
    const entry: EventLogEntry = {
      id: newId(),
      sessionId,
      assessmentId,
      questionId,
      time: new Date(now()).toISOString(),
      payload,
    };
    deps.buffer.push(entry, userId, courseId);
  };
  const init = (code: string): LogPayload => {
    const { chapter, variant } = handle.store.getState();
    return { type: 'init', code, chapter, variant };
  };
  const startCode = handle.store.getState().editorValue;
  emit(init(startCode));
  const extension = eventLogExtension({ emit, init, startCode, keyCommands: keyCommandsOf(handle) });
  return handle.editorExtensions?.add(extension) ?? (() => {});
}
