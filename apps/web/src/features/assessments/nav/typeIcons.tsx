import {
  BookIcon,
  CompassIcon,
  FlameIcon,
  LabTestIcon,
  LightbulbIcon,
  MountainIcon,
  RocketSlantIcon,
  TrophyIcon,
} from '@blueprintjs/icons';
import type { ReactElement } from 'react';

/** Assessment types get their icon by position in the course's order (at most eight types). */
const TYPE_ICONS: readonly ReactElement[] = [
  <RocketSlantIcon key="0" />,
  <LightbulbIcon key="1" />,
  <FlameIcon key="2" />,
  <LabTestIcon key="3" />,
  <BookIcon key="4" />,
  <CompassIcon key="5" />,
  <MountainIcon key="6" />,
  <TrophyIcon key="7" />,
];

export function typeIcon(position: number): ReactElement {
  return TYPE_ICONS[position % TYPE_ICONS.length] ?? <BookIcon />;
}
