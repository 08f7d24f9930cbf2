import type { Ev3SensorMode, Ev3SensorType, MotorPort, PeripheralReading, SensorPort } from '@sa/domain';
import { type MotorState, motorPosition, motorSpeed, newMotor } from './motors';

/**
 * The simulated robot: large motors on A (left wheel) and B (right wheel), a medium motor on C,
 * nothing on D; a touch sensor on 1 (front bumper), a gyro on 2, a colour sensor on 3 (looking at
 * the floor) and an ultrasonic sensor on 4 (looking ahead). It stands on a floor of coloured bands
 * facing a wall. Where it is follows from the wheels' positions alone, so every reading is a pure
 * function of the state and the time.
 */
export type LedName = 'leftGreen' | 'leftRed' | 'rightGreen' | 'rightRed';
export const LED_NAMES: readonly LedName[] = ['leftGreen', 'leftRed', 'rightGreen', 'rightRed'];
export const LED_MAX = 255;

export interface SensorSlot {
  port: SensorPort;
  type: Ev3SensorType;
  mode: Ev3SensorMode;
}

export interface WorldState {
  motors: Partial<Record<MotorPort, MotorState>>;
  sensors: Partial<Record<SensorPort, SensorSlot>>;
  leds: Record<LedName, number>;
}

export const MOTOR_PORTS: readonly MotorPort[] = ['A', 'B', 'C', 'D'];
export const SENSOR_PORTS: readonly SensorPort[] = ['1', '2', '3', '4'];

/** Wheel and track of the standard EV3 driving base (cm). */
const WHEEL_CIRCUMFERENCE_CM = Math.PI * 5.6;
const TRACK_CM = 12;
/** The wall is this far ahead of the ultrasonic sensor at the start; the bumper touches it 5 cm before. */
export const WALL_CM = 100;
const BUMPER_CM = 5;
/** The ultrasonic sensor reads nothing nearer than this, and nothing further than 255 cm. */
const US_MIN_CM = 3;
const US_MAX_CM = 255;
/** The floor: bands this wide, in this order of colours (EV3 colour numbers), repeating. */
const BAND_CM = 10;
const FLOOR_COLORS = [6, 1, 2, 3, 4, 5, 7] as const;
/** What the colour sensor reads over each colour: reflected %, and raw red, green, blue (0-1020). */
const COLOR_READINGS: Record<number, { reflect: number; rgb: [number, number, number] }> = {
  1: { reflect: 5, rgb: [28, 30, 22] },
  2: { reflect: 18, rgb: [40, 90, 210] },
  3: { reflect: 22, rgb: [60, 200, 70] },
  4: { reflect: 66, rgb: [420, 380, 80] },
  5: { reflect: 48, rgb: [450, 60, 40] },
  6: { reflect: 82, rgb: [500, 520, 480] },
  7: { reflect: 14, rgb: [120, 70, 40] },
};
const AMBIENT_LIGHT = 12;

export function newWorld(now: number): WorldState {
  return {
    motors: {
      A: newMotor('A', 'lego-ev3-l-motor', now),
      B: newMotor('B', 'lego-ev3-l-motor', now),
      C: newMotor('C', 'lego-ev3-m-motor', now),
    },
    sensors: {
      '1': { port: '1', type: 'lego-ev3-touch', mode: 'TOUCH' },
      '2': { port: '2', type: 'lego-ev3-gyro', mode: 'GYRO-ANG' },
      '3': { port: '3', type: 'lego-ev3-color', mode: 'COL-REFLECT' },
      '4': { port: '4', type: 'lego-ev3-us', mode: 'US-DIST-CM' },
    },
    leds: { leftGreen: LED_MAX, leftRed: 0, rightGreen: LED_MAX, rightRed: 0 },
  };
}

const wheelCm = (counts: number) => (counts / 360) * WHEEL_CIRCUMFERENCE_CM;

function wheels(world: WorldState, now: number) {
  const left = world.motors.A;
  const right = world.motors.B;
  return {
    left: left ? wheelCm(motorPosition(left, now)) : 0,
    right: right ? wheelCm(motorPosition(right, now)) : 0,
    leftSpeed: left ? wheelCm(motorSpeed(left, now)) : 0,
    rightSpeed: right ? wheelCm(motorSpeed(right, now)) : 0,
  };
}

/** How far the robot has driven towards the wall (cm); it cannot pass the point where the bumper touches. */
export function travelledCm(world: WorldState, now: number): number {
  const { left, right } = wheels(world, now);
  return Math.min((left + right) / 2, WALL_CM - BUMPER_CM);
}

/** Heading in degrees, clockwise (right turns) positive, as the gyro counts it. */
export function headingDegrees(world: WorldState, now: number): number {
  const { left, right } = wheels(world, now);
  return (((left - right) / TRACK_CM) * 180) / Math.PI;
}

export function turnRateDegrees(world: WorldState, now: number): number {
  const { leftSpeed, rightSpeed } = wheels(world, now);
  return (((leftSpeed - rightSpeed) / TRACK_CM) * 180) / Math.PI;
}

export function ultrasonicCm(world: WorldState, now: number): number {
  return Math.max(US_MIN_CM, Math.min(US_MAX_CM, WALL_CM - travelledCm(world, now)));
}

export function touchPressed(world: WorldState, now: number): boolean {
  return travelledCm(world, now) >= WALL_CM - BUMPER_CM;
}

/** The EV3 colour number of the band under the sensor. */
export function floorColor(world: WorldState, now: number): number {
  const band = Math.floor(travelledCm(world, now) / BAND_CM);
  const count = FLOOR_COLORS.length;
  return FLOOR_COLORS[((band % count) + count) % count] ?? 0;
}

export function reflectedLight(world: WorldState, now: number): number {
  return COLOR_READINGS[floorColor(world, now)]?.reflect ?? 0;
}

export function ambientLight(): number {
  return AMBIENT_LIGHT;
}

export function colorRgb(world: WorldState, now: number): [number, number, number] {
  return COLOR_READINGS[floorColor(world, now)]?.rgb ?? [0, 0, 0];
}

/** The value a sensor shows in its current mode (ultrasonic in tenths of a cm, as the device reports it). */
export function sensorValue(world: WorldState, slot: SensorSlot, now: number): number {
  switch (slot.mode) {
    case 'TOUCH':
      return touchPressed(world, now) ? 1 : 0;
    case 'GYRO-ANG':
      return Math.round(headingDegrees(world, now));
    case 'GYRO-RATE':
      return Math.round(turnRateDegrees(world, now));
    case 'COL-COLOR':
      return floorColor(world, now);
    case 'COL-REFLECT':
      return reflectedLight(world, now);
    case 'COL-AMBIENT':
      return ambientLight();
    case 'US-DIST-CM':
      return Math.round(ultrasonicCm(world, now) * 10);
  }
}

/** A reading of every connected peripheral, for the monitor. */
export function readings(world: WorldState, now: number): PeripheralReading[] {
  const out: PeripheralReading[] = [];
  for (const port of MOTOR_PORTS) {
    const motor = world.motors[port];
    if (!motor) continue;
    out.push({
      kind: 'motor',
      port,
      type: motor.type,
      position: Math.round(motorPosition(motor, now)),
      speed: Math.round(motorSpeed(motor, now)),
    });
  }
  for (const port of SENSOR_PORTS) {
    const slot = world.sensors[port];
    if (!slot) continue;
    out.push({
      kind: 'sensor',
      port,
      type: slot.type,
      mode: slot.mode,
      value: sensorValue(world, slot, now),
    });
  }
  return out;
}

/** Every motor stopped where it is (a stopped program leaves no wheel turning). */
export function allStopped(world: WorldState, now: number): WorldState {
  const motors: WorldState['motors'] = {};
  for (const port of MOTOR_PORTS) {
    const motor = world.motors[port];
    if (motor)
      motors[port] = {
        ...motor,
        position: motorPosition(motor, now),
        since: now,
        motion: { kind: 'stopped' },
      };
  }
  return { ...world, motors };
}
