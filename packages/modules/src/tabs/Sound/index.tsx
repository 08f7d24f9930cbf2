import SoundTabView from './SoundTabView';
import { outputsOf, type ServedTabContext } from './served';

/** The Sounds tab as the reference frontend loads it from /modules/tabs/Sound.js. */
export default {
  toSpawn: (dc: ServedTabContext) => outputsOf(dc, 'sound').some((output) => output.kind === 'sound'),
  body: (dc: ServedTabContext) => <SoundTabView outputs={outputsOf(dc, 'sound')} />,
  label: 'Sounds',
  iconName: 'music',
};
