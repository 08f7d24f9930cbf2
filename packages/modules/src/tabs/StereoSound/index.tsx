import SoundTabView from '../Sound/SoundTabView';
import { outputsOf, type ServedTabContext } from '../Sound/served';

/** The Stereo Sounds tab as the reference frontend loads it from /modules/tabs/StereoSound.js. */
export default {
  toSpawn: (dc: ServedTabContext) => outputsOf(dc, 'stereo_sound').some((output) => output.kind === 'sound'),
  body: (dc: ServedTabContext) => <SoundTabView outputs={outputsOf(dc, 'stereo_sound')} />,
  label: 'Stereo Sounds',
  iconName: 'music',
};
