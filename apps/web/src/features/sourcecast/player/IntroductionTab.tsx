import type { Sourcecast } from '@sa/contracts';
import type { SideTab } from '../../../workspace/layout/SideContent';

/**
 * The player's first side tab. A workspace opens on its first tab, and with none of its own the
 * Stepper would be first at chapter 1, turning the recording's runs into step computations. Its
 * id is the reference's 'introduction', so a recording that switches to it switches here.
 */
export function introductionTab(cast: Sourcecast | null): SideTab {
  return {
    id: 'introduction',
    label: 'Introduction',
    body: cast ? (
      <>
        <h3>{cast.title}</h3>
        {cast.description ? <p>{cast.description}</p> : null}
        <p>
          Press Play to hear the lesson and watch its code being written; the editor is read-only meanwhile.
          Pause at any time, or where the lesson pauses for you, to change the code and run it yourself. Play
          again, or move the slider, to continue from the lesson's own code.
        </p>
      </>
    ) : (
      <p>
        Sourcecasts are recorded lessons: a voice explaining, and the code typed and run as it speaks. Each
        one plays here, in a workspace you can also use yourself.
      </p>
    ),
  };
}
