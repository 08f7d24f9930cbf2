import { SHARED_DOC_CODE } from '@sa/contracts';
import * as Y from 'yjs';

/** A new session's document: the program in `code`; the settings map is filled by the clients. */
export function initialState(program: string): Uint8Array {
  const doc = new Y.Doc();
  if (program.length > 0) doc.getText(SHARED_DOC_CODE).insert(0, program);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}
