import { forceLinting } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useOptionalDeployment } from '../../app/deployment';
import { useWorkspace } from '../context';
import styles from '../workspace.module.css';
import { sourceEditorExtensions } from './extensions';
import { applyInitialFolds } from './initialFolds';
import { setHighlightedLines, setRunErrors } from './lineMarks';
import { moduleDocsLoaderFor } from './moduleDocs';

/**
 * The CodeMirror 6 editor, driven by the workspace store: user edits go to the store, and
 * changes the workspace makes (a program loaded from a link, the last run's errors) come back.
 */
export function Editor() {
  const workspace = useWorkspace();
  const host = useRef<HTMLDivElement>(null);
  // Where the modules' docs are (MODULE_BACKEND_URL); read at each use, so the editor is not
  // rebuilt when the deployment settings are fetched again.
  const moduleBackendUrl = useRef('/modules');
  moduleBackendUrl.current = useOptionalDeployment()?.moduleBackendUrl ?? '/modules';

  useEffect(() => {
    const { store, actions } = workspace;
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: store.getState().editorValue,
        extensions: sourceEditorExtensions({
          getState: store.getState,
          actions,
          onEdit: (editorValue) => store.setState({ editorValue, hasUnsavedChanges: true }),
          onBreakpoints: (breakpoints) => store.setState({ breakpoints }),
          moduleDocs: (module) => moduleDocsLoaderFor(moduleBackendUrl.current)(module),
        }),
      }),
    });
    workspace.editor.current = view;
    if (workspace.initialFolds) applyInitialFolds(view, workspace.initialFolds);

    let { errorMarks, highlightedLines } = store.getState();
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (state.editorValue !== view.state.doc.toString()) {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: state.editorValue } });
      }
      if (state.errorMarks !== errorMarks || state.highlightedLines !== highlightedLines) {
        ({ errorMarks, highlightedLines } = state);
        view.dispatch({ effects: [setRunErrors.of(errorMarks), setHighlightedLines.of(highlightedLines)] });
        forceLinting(view);
      }
    });
    return () => {
      unsubscribe();
      if (workspace.editor.current === view) workspace.editor.current = null;
      view.destroy();
    };
  }, [workspace]);

  return <div ref={host} className={styles.editor} data-testid="editor" />;
}
