import { Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useIsNarrow } from '../../../app/navbar/useIsNarrow';
import { createStore } from '../../../workspace/createStore';
import type { SideTab } from '../../../workspace/layout/SideContent';
import { useBrowserWorkspace } from '../../../workspace/useBrowserWorkspace';
import { useVisualizerTabs } from '../../../workspace/visualizers/useVisualizerTabs';
import { Workspace } from '../../../workspace/Workspace';
import { ShareButton } from '../../playground';
import { ResizableFrame } from './ResizableFrame';
import { snippetStart } from './snippetStart';
import type { SnippetNode } from './types';

// First, so the workspace opens on it (see useVisualizerTabs).
const ABOUT_TAB: SideTab = {
  id: 'snippet-about',
  label: 'About',
  body: (
    <p>
      A program from the textbook, with the code it needs folded away above it. Run it, change it and try
      things in the REPL below: the book's copy stays as it is. Share gives a playground link to your version;
      Close puts the program back into the page.
    </p>
  ),
};

const SNIPPET_TABS: readonly SideTab[] = [ABOUT_TAB];

export interface OpenSnippetProps {
  node: SnippetNode;
  onClose(): void;
}

/**
 * An opened snippet: the shared workspace in a store of its own, started from the snippet's
 * playground hash, with the playground's side tabs, Share and a Close button. Only this module
 * and what it imports (CodeMirror, the runner) wait for the first snippet to open.
 */
export default function OpenSnippet({ node, onClose }: OpenSnippetProps) {
  const [start] = useState(() => snippetStart(node.program ?? '', node.prependLength));
  const [store] = useState(() => createStore(start.state));
  const { handle, envModel } = useBrowserWorkspace(store, { initialFolds: start.folds });
  const narrow = useIsNarrow();

  const sideTabs = useVisualizerTabs(store, envModel, SNIPPET_TABS);

  const controls = (
    <>
      <ShareButton />
      <Button variant="minimal" icon={<CrossIcon />} text="Close" onClick={onClose} />
    </>
  );
  const workspace = <Workspace handle={handle} sideTabs={sideTabs} controls={controls} />;
  // Below 768 px the mobile workspace sits in the page's flow; on a desktop it gets a frame.
  return narrow ? workspace : <ResizableFrame>{workspace}</ResizableFrame>;
}
