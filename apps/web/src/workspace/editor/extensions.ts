import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { Annotation, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  type KeyBinding,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { SourceChapter } from '@sa/domain';
import type { WorkspaceAction } from '../actions';
import { EDITOR_FONT_SIZE_PX } from '../limits';
import type { WorkspaceState } from '../state';
import { breakpointGutter, breakpointLines } from './breakpointGutter';
import { sourceCompletions } from './completion';
import { lineMarks } from './lineMarks';
import { moduleCompletions, moduleHover } from './moduleCompletion';
import type { ModuleDocsLoader } from './moduleDocs';

export interface EditorExtensionOptions {
  getState(): WorkspaceState;
  actions: readonly WorkspaceAction[];
  /**
   * The text changed other than by the workspace's own update (`fromWorkspace`): the user's
   * typing, or a collaborator's edit arriving through a shared-editing extension.
   */
  onEdit(value: string): void;
  onBreakpoints(lines: number[]): void;
  label?: string;
  /** The docs of the Source modules a program imports (completion and hover); none: no module help. */
  moduleDocs?: ModuleDocsLoader;
}

/** The actions' shortcuts, ahead of the default keymap so Shift-Enter runs instead of breaking the line. */
export function actionKeymap(
  actions: readonly WorkspaceAction[],
  getState: () => WorkspaceState,
): KeyBinding[] {
  return actions.flatMap((action) =>
    action.shortcut
      ? [
          {
            key: action.shortcut,
            preventDefault: true,
            run: () => {
              if (action.isEnabled(getState())) action.perform();
              return true;
            },
          },
        ]
      : [],
  );
}

const theme = EditorView.theme({
  '&': { fontSize: `${EDITOR_FONT_SIZE_PX}px`, height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-sa-breakpoint-gutter': { width: '1.1em', cursor: 'pointer' },
  '.cm-sa-breakpoint': { color: '#cd4246', paddingLeft: '2px' },
  '.cm-sa-highlighted': { backgroundColor: 'rgba(205, 66, 70, 0.15)' },
  '.cm-sa-module-doc': { maxWidth: '32em', padding: '4px 8px', fontSize: '13px' },
  '.cm-sa-module-doc-signature': { fontWeight: 600, whiteSpace: 'pre-wrap' },
  '.cm-sa-module-doc-source': { color: '#5f6b7c', fontSize: '12px' },
  '.cm-sa-module-doc-description p': { margin: '4px 0' },
  '.cm-sa-module-doc-description ul': { margin: '4px 0', paddingLeft: '1.2em' },
});

/** Marks the editor's changes that replay the workspace store's text, which need not be reported back. */
export const fromWorkspace = Annotation.define<boolean>();

export function sourceEditorExtensions(options: EditorExtensionOptions): Extension[] {
  const chapter = (): SourceChapter => options.getState().chapter;
  const library = (): readonly string[] => options.getState().library?.symbols ?? [];
  return [
    lineNumbers(),
    breakpointGutter(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    autocompletion({
      override: options.moduleDocs
        ? [sourceCompletions(chapter, library), moduleCompletions(options.moduleDocs)]
        : [sourceCompletions(chapter, library)],
    }),
    ...(options.moduleDocs ? [moduleHover(options.moduleDocs)] : []),
    highlightActiveLine(),
    javascript(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    lineMarks(),
    keymap.of([
      ...actionKeymap(options.actions, options.getState),
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      ...completionKeymap,
      ...lintKeymap,
      indentWithTab,
    ]),
    theme,
    EditorView.contentAttributes.of({ 'aria-label': options.label ?? 'Editor' }),
    EditorView.updateListener.of((update) => {
      const reported = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromWorkspace));
      if (reported) options.onEdit(update.state.doc.toString());
      const before = breakpointLines(update.startState);
      const after = breakpointLines(update.state);
      if (before.join() !== after.join()) options.onBreakpoints(after);
    }),
  ];
}
