/**
 * Peripheral readings a device streams while connected (the Sling `monitor` message: four text
 * fields per reading, then a flush). Fields, as EV3 devices send them:
 *   motor:  `<driver>:out<A-D>`, `lego-ev3-l-motor` | `lego-ev3-m-motor`, position, speed
 *   sensor: `<driver>:in<1-4>`, `lego-ev3-color` | `lego-ev3-gyro` | `lego-ev3-touch` | `lego-ev3-us`, mode, value
 */
export type MotorPort = 'A' | 'B' | 'C' | 'D';
export type SensorPort = '1' | '2' | '3' | '4';

export const EV3_MOTOR_TYPES = ['lego-ev3-l-motor', 'lego-ev3-m-motor'] as const;
export const EV3_SENSOR_TYPES = ['lego-ev3-color', 'lego-ev3-gyro', 'lego-ev3-touch', 'lego-ev3-us'] as const;
export type Ev3MotorType = (typeof EV3_MOTOR_TYPES)[number];
export type Ev3SensorType = (typeof EV3_SENSOR_TYPES)[number];

/** Sensor modes and how the tab words their values. */
export const EV3_SENSOR_MODES = [
  'COL-COLOR',
  'COL-REFLECT',
  'COL-AMBIENT',
  'GYRO-ANG',
  'GYRO-RATE',
  'TOUCH',
  'US-DIST-CM',
] as const;
export type Ev3SensorMode = (typeof EV3_SENSOR_MODES)[number];

export type PeripheralReading =
  | { kind: 'motor'; port: MotorPort; type: Ev3MotorType; position: number; speed: number }
  | { kind: 'sensor'; port: SensorPort; type: Ev3SensorType; mode: Ev3SensorMode; value: number };

/** Colour sensor readings in COL-COLOR mode (0 none ... 7 brown). */
export const EV3_COLOR_NAMES = ['None', 'Black', 'Blue', 'Green', 'Yellow', 'Red', 'White', 'Brown'] as const;

const MONITOR_DRIVER = 'ev3-ports';

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The four fields of one reading, as a device sends them. */
export function monitorFields(reading: PeripheralReading): [string, string, string, string] {
  if (reading.kind === 'motor') {
    return [
      `${MONITOR_DRIVER}:out${reading.port}`,
      reading.type,
      String(Math.round(reading.position)),
      String(Math.round(reading.speed)),
    ];
  }
  return [
    `${MONITOR_DRIVER}:in${reading.port}`,
    reading.type,
    reading.mode,
    String(Math.round(reading.value)),
  ];
}

/** Reads one reading back; anything malformed (a device's bug, a stranger's bytes) is null. */
export function parseMonitorFields(fields: readonly string[]): PeripheralReading | null {
  if (fields.length !== 4) return null;
  const [address = '', type = '', third = '', fourth = ''] = fields;
  const port = /:(?:out([A-D])|in([1-4]))$/.exec(address);
  if (!port) return null;
  const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null);
  if (port[1] && isOneOf(EV3_MOTOR_TYPES, type)) {
    const position = number(third);
    const speed = number(fourth);
    if (position === null || speed === null) return null;
    return { kind: 'motor', port: port[1] as MotorPort, type, position, speed };
  }
  if (port[2] && isOneOf(EV3_SENSOR_TYPES, type) && isOneOf(EV3_SENSOR_MODES, third)) {
    const value = number(fourth);
    if (value === null) return null;
    return { kind: 'sensor', port: port[2] as SensorPort, type, mode: third, value };
  }
  return null;
}

/** How the monitor panel words a sensor's value. Ultrasonic distance comes in tenths of a cm. */
export function sensorValueText(mode: Ev3SensorMode, value: number): string {
  switch (mode) {
    case 'COL-COLOR':
      return `Color: ${EV3_COLOR_NAMES[value] ?? 'Unknown'}`;
    case 'COL-REFLECT':
      return `Reflected Light: ${value}`;
    case 'COL-AMBIENT':
      return `Ambient Light: ${value}`;
    case 'GYRO-ANG':
      return `Angle: ${value}°`;
    case 'GYRO-RATE':
      return `Rate: ${value}°/s`;
    case 'TOUCH':
      return `Touch: ${value ? 'Yes' : 'No'}`;
    case 'US-DIST-CM':
      return `Dist: ${value / 10}cm`;
  }
}
