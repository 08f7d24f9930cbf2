import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { SideContent } from '../layout/SideContent';
import { createWorkspaceStore } from '../state';
import type { ModuleTabSpec } from './registry';
import { ModuleBackgrounds, useModuleTabs } from './useModuleTabs';

const curves: ModuleTabSpec = {
  id: 'module-curve',
  label: 'Curves',
  shows: (s) => s.moduleOutputs.some((o) => o.module === 'curve'),
  alert: (s) => s.moduleOutputs.length > 0,
  Body: lazy(async () => ({ default: () => <p>curve drawings</p> })),
};
const matrix: ModuleTabSpec = {
  id: 'module-tone-matrix',
  label: 'Tone Matrix',
  shows: (s) => s.library?.symbols.includes('get_matrix') ?? false,
  Body: () => <p>grid</p>,
};

function Tabs({ store }: { store: ReturnType<typeof createWorkspaceStore> }) {
  return <SideContent tabs={useModuleTabs(store, [curves, matrix])} />;
}

describe('useModuleTabs', () => {
  it('shows a module tab when its spec says so, highlighted, with its lazy body', async () => {
    const store = createWorkspaceStore();
    const { rerender } = render(<Tabs store={store} />);
    expect(screen.queryByRole('tab')).toBeNull();
    store.setState({
      moduleOutputs: [
        {
          module: 'curve',
          kind: 'curve',
          drawing: {
            space: '2D',
            style: 'lines',
            view: 'fit',
            points: new Float32Array(3),
            colors: new Float32Array(4),
          },
        },
      ],
    });
    rerender(<Tabs store={store} />);
    expect(await screen.findByRole('tab', { name: /Curves/ })).toBeTruthy();
    expect(await screen.findByText('curve drawings')).toBeTruthy();
    store.setState({ library: { name: 'sounds', symbols: ['get_matrix'] } });
    rerender(<Tabs store={store} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      expect.stringContaining('Curves'),
      expect.stringContaining('Tone Matrix'),
    ]);
  });

  it('mounts every Background whether its tab shows or not', () => {
    const mounted: string[] = [];
    const withBackground: ModuleTabSpec = {
      ...matrix,
      Background: () => {
        mounted.push('matrix');
        return null;
      },
    };
    render(<ModuleBackgrounds tabs={[curves, withBackground]} />);
    expect(mounted).toEqual(['matrix']);
  });
});
