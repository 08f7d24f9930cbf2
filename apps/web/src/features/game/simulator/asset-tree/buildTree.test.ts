import { describe, expect, it } from 'vitest';
import { buildFolder } from './buildTree';

describe('the asset tree’s folders', () => {
  it('nests sub-folders, folders first, names in reading order', () => {
    const tree = buildFolder('avatars', [
      'avatars/robo/robo.happy.png',
      'avatars/z10.png',
      'avatars/z2.png',
      'avatars/robo/robo.sad.png',
      'avatars/robo/old/robo.png',
    ]);
    expect(tree).toEqual({
      kind: 'folder',
      name: 'avatars',
      path: 'avatars',
      children: [
        {
          kind: 'folder',
          name: 'robo',
          path: 'avatars/robo',
          children: [
            {
              kind: 'folder',
              name: 'old',
              path: 'avatars/robo/old',
              children: [{ kind: 'file', name: 'robo.png', path: 'avatars/robo/old/robo.png' }],
            },
            { kind: 'file', name: 'robo.happy.png', path: 'avatars/robo/robo.happy.png' },
            { kind: 'file', name: 'robo.sad.png', path: 'avatars/robo/robo.sad.png' },
          ],
        },
        { kind: 'file', name: 'z2.png', path: 'avatars/z2.png' },
        { kind: 'file', name: 'z10.png', path: 'avatars/z10.png' },
      ],
    });
  });

  it('leaves out paths of another folder or with empty segments', () => {
    expect(buildFolder('ui', ['objects/a.png', 'ui//b.png', 'ui', 'ui/c.png']).children).toEqual([
      { kind: 'file', name: 'c.png', path: 'ui/c.png' },
    ]);
  });
});
