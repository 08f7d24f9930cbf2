import type { SideTab } from '../../workspace/layout/SideContent';

/**
 * The recorder's first side tab. A workspace opens on its first tab, and with none of its own the
 * Stepper would be first at chapter 1, where Run computes steps instead of running. Its id is the
 * reference's 'introduction', which the player's first tab has too: a recorded switch to it replays.
 */
export const INTRODUCTION_TAB: SideTab = {
  id: 'introduction',
  label: 'Introduction',
  body: (
    <>
      <p>
        Record a lesson: your voice from the microphone, and everything you do in this workspace (typing,
        moving the cursor, selecting, running, switching tabs and the chapter), in time with it.
      </p>
      <p>
        Pause at any time: the editor is read-only while paused, and the bar that appears plays back what you
        have recorded. Resume goes on from the end; Resume Here goes on from the point chosen on that bar,
        dropping what came after it. Record Pause marks a point where viewers are paused to try the code
        themselves.
      </p>
      <p>
        Stop, then Upload to publish the lesson as a sourcecast. Until it is uploaded, the recording is kept
        in this browser: a reload or a failed upload loses nothing.
      </p>
    </>
  ),
};
