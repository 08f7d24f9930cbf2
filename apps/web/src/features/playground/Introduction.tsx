import { sublanguageName } from '@sa/domain';
import { useWorkspace } from '../../workspace/context';
import { useStore } from '../../workspace/createStore';

/** The playground's Introduction tab. */
export function Introduction() {
  const { store } = useWorkspace();
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  return (
    <div>
      <h3>Welcome to the playground</h3>
      <p>
        Write a program in <strong>{sublanguageName(chapter, variant)}</strong> in the editor, then press Run,
        or Shift-Enter in the editor. What your program displays and the value it ends with appear in the REPL
        below the editor. Type an expression into the REPL to evaluate it where your program left off; Up and
        Down bring back earlier inputs.
      </p>
      <p>
        Choose another Source chapter in the control bar: each chapter adds to the one before it, from
        functions and constants in §1, lists in §2 and assignment and loops in §3, to the metacircular tools
        of §4.
      </p>
      <p>
        Programs may import Source modules:{' '}
        <code>
          import {'{'} heart, beside, show {'}'} from 'rune';
        </code>{' '}
        then <code>show(beside(heart, heart));</code> draws in a Runes tab. The modules <code>rune</code>,{' '}
        <code>curve</code>, <code>sound</code>, <code>stereo_sound</code>, <code>binary_tree</code>,{' '}
        <code>pix_n_flix</code> (video filters on your camera), <code>sound_matrix</code> and{' '}
        <code>repeat</code> are available; the editor completes their names and describes them on hover.
      </p>
      <p>
        Your program is kept in this browser, so a reload loses nothing. Share makes a link that opens the
        same program in the same chapter for anyone with access to the playground.
      </p>
    </div>
  );
}
