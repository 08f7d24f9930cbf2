import type { SourceChapter } from '../chapters';

/** A kind of remote device the playground can run programs on (spec 3 section 3). */
export interface DeviceType {
  /** The `type` of a registered device. */
  id: string;
  name: string;
  /**
   * The device's own functions, which the compiler turns into CALLV by position in this list: the
   * order is the device firmware's table (sinter's EV3 table) and must never change.
   */
  internalFunctions: readonly string[];
  /** The chapter programs for this device are checked and compiled in (spec 3 section 9). */
  languageChapter: SourceChapter;
  /** The external library the workspace shows while connected: its symbols are autocompleted. */
  libraryName: string;
}

/** Spec 3 section 9: a device of unknown type is programmed in chapter 3. */
export const DEVICE_DEFAULT_CHAPTER: SourceChapter = 3;

export const EV3_FUNCTIONS = [
  'ev3_pause',
  'ev3_connected',
  'ev3_motorA',
  'ev3_motorB',
  'ev3_motorC',
  'ev3_motorD',
  'ev3_motorGetSpeed',
  'ev3_motorSetSpeed',
  'ev3_motorStart',
  'ev3_motorStop',
  'ev3_motorSetStopAction',
  'ev3_motorGetPosition',
  'ev3_runForTime',
  'ev3_runToAbsolutePosition',
  'ev3_runToRelativePosition',
  'ev3_colorSensor',
  'ev3_colorSensorRed',
  'ev3_colorSensorGreen',
  'ev3_colorSensorBlue',
  'ev3_reflectedLightIntensity',
  'ev3_ambientLightIntensity',
  'ev3_colorSensorGetColor',
  'ev3_ultrasonicSensor',
  'ev3_ultrasonicSensorDistance',
  'ev3_gyroSensor',
  'ev3_gyroSensorAngle',
  'ev3_gyroSensorRate',
  'ev3_touchSensor1',
  'ev3_touchSensor2',
  'ev3_touchSensor3',
  'ev3_touchSensor4',
  'ev3_touchSensorPressed',
  'ev3_hello',
  'ev3_waitForButtonPress',
  'ev3_speak',
  'ev3_playSequence',
  'ev3_ledLeftGreen',
  'ev3_ledLeftRed',
  'ev3_ledRightGreen',
  'ev3_ledRightRed',
  'ev3_ledGetBrightness',
  'ev3_ledSetBrightness',
] as const;

export type Ev3FunctionName = (typeof EV3_FUNCTIONS)[number];

export const DEVICE_TYPES: readonly DeviceType[] = [
  {
    id: 'EV3',
    name: 'Lego Mindstorms EV3',
    internalFunctions: EV3_FUNCTIONS,
    languageChapter: 3,
    libraryName: 'EV3',
  },
];

export function deviceTypeById(id: string): DeviceType | undefined {
  return DEVICE_TYPES.find((t) => t.id === id);
}
