import { forceLinting } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useOptionalDeployment } from '../../app/deployment';
import { useWorkspace } from '../context';
import styles from '../workspace.module.css';
import { fromWorkspace, sourceEditorExtensions } from './extensions';
import { applyInitialFolds } from './initialFolds';
import { setHighlightedLines, setRunErrors } from './lineMarks';
import { moduleDocsLoaderFor } from './moduleDocs';
import { textChange } from './textChange';

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
    const { store, actions, editorExtensions } = workspace;
    if (!host.current) return;
    // What the area adds at run time lives in its own compartment, swapped without a new view.
    const added = new Compartment();
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: store.getState().editorValue,
        extensions: [
          added.of(editorExtensions?.current() ?? []),
          sourceEditorExtensions({
            getState: store.getState,
            actions,
            onEdit: (editorValue) => store.setState({ editorValue, hasUnsavedChanges: true }),
            onBreakpoints: (breakpoints) => store.setState({ breakpoints }),
            moduleDocs: (module) => moduleDocsLoaderFor(moduleBackendUrl.current)(module),
          }),
        ],
      }),
    });
    workspace.editor.current = view;
    if (workspace.initialFolds) applyInitialFolds(view, workspace.initialFolds);

    let { errorMarks, highlightedLines } = store.getState();
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      const changes = textChange(view.state.doc.toString(), state.editorValue);
      if (changes) view.dispatch({ changes, annotations: fromWorkspace.of(true) });
      if (state.errorMarks !== errorMarks || state.highlightedLines !== highlightedLines) {
        ({ errorMarks, highlightedLines } = state);
        view.dispatch({ effects: [setRunErrors.of(errorMarks), setHighlightedLines.of(highlightedLines)] });
        forceLinting(view);
      }
    });
    const unsubscribeExtensions = editorExtensions?.subscribe(() =>
      view.dispatch({ effects: added.reconfigure(editorExtensions.current()) }),
    );
    return () => {
      unsubscribe();
      unsubscribeExtensions?.();
      if (workspace.editor.current === view) workspace.editor.current = null;
      view.destroy();
    };
  }, [workspace]);

  return <div ref={host} className={styles.editor} data-testid="editor" />;
}
