import type { MotorPort, SensorPort } from '@sa/domain';
import type { SvmlOpaque, SvmlValue } from '@sa/svml';
import { LED_NAMES, type LedName, MOTOR_PORTS, SENSOR_PORTS } from './world';

/**
 * The objects a program holds for the robot's parts: opaque to it (shown by their label), and
 * recognised by identity, so a program cannot forge one.
 */
export type Handle =
  | { kind: 'motor'; port: MotorPort }
  | { kind: 'sensor'; port: SensorPort }
  | { kind: 'led'; name: LedName };

const LED_LABELS: Record<LedName, string> = {
  leftGreen: 'left green',
  leftRed: 'left red',
  rightGreen: 'right green',
  rightRed: 'right red',
};
export const ledLabel = (name: LedName) => LED_LABELS[name];

export class Handles {
  private readonly byObject = new Map<SvmlOpaque, Handle>();
  readonly motors = new Map<MotorPort, SvmlOpaque>();
  readonly sensors = new Map<SensorPort, SvmlOpaque>();
  readonly leds = new Map<LedName, SvmlOpaque>();

  constructor(sensorLabel: (port: SensorPort) => string) {
    for (const port of MOTOR_PORTS)
      this.motors.set(port, this.make(`<motor ${port}>`, { kind: 'motor', port }));
    for (const port of SENSOR_PORTS)
      this.sensors.set(port, this.make(sensorLabel(port), { kind: 'sensor', port }));
    for (const name of LED_NAMES)
      this.leds.set(name, this.make(`<LED ${LED_LABELS[name]}>`, { kind: 'led', name }));
  }

  private make(label: string, handle: Handle): SvmlOpaque {
    const object: SvmlOpaque = Object.freeze({ kind: 'opaque', label });
    this.byObject.set(object, handle);
    return object;
  }

  of(value: SvmlValue): Handle | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value.kind !== 'opaque')
      return undefined;
    return this.byObject.get(value);
  }
}
