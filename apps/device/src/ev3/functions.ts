import {
  EV3_FUNCTIONS,
  type Ev3FunctionName,
  type Ev3SensorMode,
  type Ev3SensorType,
  type MotorPort,
  type SensorPort,
} from '@sa/domain';
import type { InternalFunction, SvmlValue } from '@sa/svml';
import { Handles, ledLabel } from './handles';
import {
  clampSpeed,
  type MotorMotion,
  type MotorState,
  motorPosition,
  motorSpeed,
  STOP_ACTIONS,
  type StopAction,
  withMotion,
} from './motors';
import {
  ambientLight,
  colorRgb,
  floorColor,
  headingDegrees,
  LED_MAX,
  type LedName,
  reflectedLight,
  SENSOR_PORTS,
  touchPressed,
  turnRateDegrees,
  ultrasonicCm,
  type WorldState,
} from './world';

/** What the EV3 functions need from where they run (the worker: real time, a blocking sleep). */
export interface Ev3Host {
  now(): number;
  /** Blocks the program for ms milliseconds. */
  sleep(ms: number): void;
  /** A line of what the robot does that a screen cannot show (speech, sound, lights). */
  display(text: string): void;
  /** The robot's state changed (a motor command, a sensor mode, an LED). */
  changed(world: WorldState): void;
}

/** ev3_waitForButtonPress: a simulated EV3 has no buttons, so it waits this long and answers Enter. */
export const BUTTON_WAIT_MS = 1_000;
const BUTTON_ENTER = 0;

const SENSOR_NAMES: Record<Ev3SensorType, string> = {
  'lego-ev3-touch': 'touch sensor',
  'lego-ev3-gyro': 'gyro sensor',
  'lego-ev3-color': 'color sensor',
  'lego-ev3-us': 'ultrasonic sensor',
};

/**
 * The device's 42 functions over a WorldState, in EV3_FUNCTIONS order (the CALLV index is the
 * position). Wrong arguments throw with the function's name, which the machine reports as the
 * program's error.
 */
export function createEv3Functions(initial: WorldState, host: Ev3Host) {
  let world = initial;
  const handles = new Handles((port) => {
    const slot = world.sensors[port];
    return slot ? `<${SENSOR_NAMES[slot.type]} ${port}>` : `<sensor ${port}>`;
  });
  const update = (next: WorldState) => {
    world = next;
    host.changed(world);
  };

  const motorOf = (name: string, value: SvmlValue): MotorState => {
    const handle = handles.of(value);
    const motor = handle?.kind === 'motor' ? world.motors[handle.port] : undefined;
    if (!motor) throw new Error(`${name}: expected a motor`);
    return motor;
  };
  const numberOf = (name: string, value: SvmlValue, what: string): number => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`${name}: expected a number (${what})`);
    return value;
  };
  const sensorOf = (name: string, value: SvmlValue, type: Ev3SensorType) => {
    const handle = handles.of(value);
    const slot = handle?.kind === 'sensor' ? world.sensors[handle.port] : undefined;
    if (!slot || slot.type !== type) throw new Error(`${name}: expected a ${SENSOR_NAMES[type]}`);
    return slot;
  };
  const ledOf = (name: string, value: SvmlValue): LedName => {
    const handle = handles.of(value);
    if (handle?.kind !== 'led') throw new Error(`${name}: expected an LED`);
    return handle.name;
  };
  const setMotor = (motor: MotorState) =>
    update({ ...world, motors: { ...world.motors, [motor.port]: motor } });
  const move = (motor: MotorState, motion: MotorMotion) => setMotor(withMotion(motor, motion, host.now()));
  /** Reading a sensor in another mode switches it to that mode, as on the brick. */
  const useMode = (port: SensorPort, mode: Ev3SensorMode) => {
    const slot = world.sensors[port];
    if (slot && slot.mode !== mode)
      update({ ...world, sensors: { ...world.sensors, [port]: { ...slot, mode } } });
  };
  const motor = (port: MotorPort) => () => (world.motors[port] ? handles.motors.get(port) : undefined);
  const sensorByType = (type: Ev3SensorType) => () => {
    const port = SENSOR_PORTS.find((p) => world.sensors[p]?.type === type);
    return port ? handles.sensors.get(port) : undefined;
  };
  const touchOn = (port: SensorPort) => () =>
    world.sensors[port]?.type === 'lego-ev3-touch' ? handles.sensors.get(port) : undefined;
  const led = (name: LedName) => () => handles.leds.get(name);
  const colorMode =
    (name: string, mode: Ev3SensorMode, read: () => number) => (args: readonly SvmlValue[]) => {
      const slot = sensorOf(name, args[0], 'lego-ev3-color');
      useMode(slot.port, mode);
      return read();
    };
  const rgb = (name: string, index: 0 | 1 | 2) => (args: readonly SvmlValue[]) => {
    sensorOf(name, args[0], 'lego-ev3-color');
    return colorRgb(world, host.now())[index];
  };

  const table: Record<Ev3FunctionName, InternalFunction> = {
    ev3_pause: (args) => {
      host.sleep(Math.max(0, numberOf('ev3_pause', args[0], 'milliseconds')));
      return undefined;
    },
    ev3_connected: (args) => {
      const handle = handles.of(args[0]);
      if (!handle) return false;
      if (handle.kind === 'motor') return world.motors[handle.port] !== undefined;
      if (handle.kind === 'sensor') return world.sensors[handle.port] !== undefined;
      return true;
    },
    ev3_motorA: motor('A'),
    ev3_motorB: motor('B'),
    ev3_motorC: motor('C'),
    ev3_motorD: motor('D'),
    ev3_motorGetSpeed: (args) => Math.round(motorSpeed(motorOf('ev3_motorGetSpeed', args[0]), host.now())),
    ev3_motorSetSpeed: (args) => {
      const m = motorOf('ev3_motorSetSpeed', args[0]);
      setMotor({ ...m, speedSetting: clampSpeed(m, numberOf('ev3_motorSetSpeed', args[1], 'speed')) });
      return undefined;
    },
    ev3_motorStart: (args) => {
      const m = motorOf('ev3_motorStart', args[0]);
      move(m, { kind: 'forever', speed: m.speedSetting });
      return undefined;
    },
    ev3_motorStop: (args) => {
      move(motorOf('ev3_motorStop', args[0]), { kind: 'stopped' });
      return undefined;
    },
    ev3_motorSetStopAction: (args) => {
      const m = motorOf('ev3_motorSetStopAction', args[0]);
      const action = args[1];
      if (typeof action !== 'string' || !STOP_ACTIONS.includes(action as StopAction)) {
        throw new Error("ev3_motorSetStopAction: expected 'coast', 'brake' or 'hold'");
      }
      setMotor({ ...m, stopAction: action as StopAction });
      return undefined;
    },
    ev3_motorGetPosition: (args) =>
      Math.round(motorPosition(motorOf('ev3_motorGetPosition', args[0]), host.now())),
    ev3_runForTime: (args) => {
      const m = motorOf('ev3_runForTime', args[0]);
      const ms = Math.max(0, numberOf('ev3_runForTime', args[1], 'milliseconds'));
      const speed = clampSpeed(m, numberOf('ev3_runForTime', args[2], 'speed'));
      move(m, { kind: 'timed', speed, until: host.now() + ms });
      return undefined;
    },
    ev3_runToAbsolutePosition: (args) => {
      const m = motorOf('ev3_runToAbsolutePosition', args[0]);
      const target = numberOf('ev3_runToAbsolutePosition', args[1], 'position');
      const speed = clampSpeed(m, numberOf('ev3_runToAbsolutePosition', args[2], 'speed'));
      move(m, { kind: 'to-position', speed, target });
      return undefined;
    },
    ev3_runToRelativePosition: (args) => {
      const m = motorOf('ev3_runToRelativePosition', args[0]);
      const offset = numberOf('ev3_runToRelativePosition', args[1], 'position');
      const speed = clampSpeed(m, numberOf('ev3_runToRelativePosition', args[2], 'speed'));
      move(m, { kind: 'to-position', speed, target: motorPosition(m, host.now()) + offset });
      return undefined;
    },
    ev3_colorSensor: sensorByType('lego-ev3-color'),
    ev3_colorSensorRed: rgb('ev3_colorSensorRed', 0),
    ev3_colorSensorGreen: rgb('ev3_colorSensorGreen', 1),
    ev3_colorSensorBlue: rgb('ev3_colorSensorBlue', 2),
    ev3_reflectedLightIntensity: colorMode('ev3_reflectedLightIntensity', 'COL-REFLECT', () =>
      reflectedLight(world, host.now()),
    ),
    ev3_ambientLightIntensity: colorMode('ev3_ambientLightIntensity', 'COL-AMBIENT', ambientLight),
    ev3_colorSensorGetColor: colorMode('ev3_colorSensorGetColor', 'COL-COLOR', () =>
      floorColor(world, host.now()),
    ),
    ev3_ultrasonicSensor: sensorByType('lego-ev3-us'),
    ev3_ultrasonicSensorDistance: (args) => {
      sensorOf('ev3_ultrasonicSensorDistance', args[0], 'lego-ev3-us');
      return Math.round(ultrasonicCm(world, host.now()) * 10) / 10;
    },
    ev3_gyroSensor: sensorByType('lego-ev3-gyro'),
    ev3_gyroSensorAngle: (args) => {
      useMode(sensorOf('ev3_gyroSensorAngle', args[0], 'lego-ev3-gyro').port, 'GYRO-ANG');
      return Math.round(headingDegrees(world, host.now()));
    },
    ev3_gyroSensorRate: (args) => {
      useMode(sensorOf('ev3_gyroSensorRate', args[0], 'lego-ev3-gyro').port, 'GYRO-RATE');
      return Math.round(turnRateDegrees(world, host.now()));
    },
    ev3_touchSensor1: touchOn('1'),
    ev3_touchSensor2: touchOn('2'),
    ev3_touchSensor3: touchOn('3'),
    ev3_touchSensor4: touchOn('4'),
    ev3_touchSensorPressed: (args) => {
      sensorOf('ev3_touchSensorPressed', args[0], 'lego-ev3-touch');
      return touchPressed(world, host.now());
    },
    ev3_hello: () => {
      host.display('[EV3 says] Hello from your EV3!');
      return undefined;
    },
    ev3_waitForButtonPress: () => {
      host.display(
        `[EV3] waiting for a button: a simulated EV3 presses Enter after ${BUTTON_WAIT_MS / 1000} s`,
      );
      host.sleep(BUTTON_WAIT_MS);
      return BUTTON_ENTER;
    },
    ev3_speak: (args) => {
      const words = args[0];
      if (typeof words !== 'string') throw new Error('ev3_speak: expected a string');
      host.display(`[EV3 says] ${words}`);
      return undefined;
    },
    ev3_playSequence: (args) => {
      const tones = listNumbers(args[0]);
      if (tones === null) throw new Error('ev3_playSequence: expected a list of numbers');
      host.display(`[EV3 plays] ${tones.length === 0 ? 'nothing' : tones.join(', ')}`);
      return undefined;
    },
    ev3_ledLeftGreen: led('leftGreen'),
    ev3_ledLeftRed: led('leftRed'),
    ev3_ledRightGreen: led('rightGreen'),
    ev3_ledRightRed: led('rightRed'),
    ev3_ledGetBrightness: (args) => world.leds[ledOf('ev3_ledGetBrightness', args[0])],
    ev3_ledSetBrightness: (args) => {
      const name = ledOf('ev3_ledSetBrightness', args[0]);
      const brightness = Math.round(
        Math.max(0, Math.min(LED_MAX, numberOf('ev3_ledSetBrightness', args[1], 'brightness'))),
      );
      update({ ...world, leds: { ...world.leds, [name]: brightness } });
      host.display(`[EV3 LED] ${ledLabel(name)}: ${brightness}`);
      return undefined;
    },
  };

  return {
    functions: EV3_FUNCTIONS.map((name) => table[name]) as readonly InternalFunction[],
    world: () => world,
  };
}

/** The numbers of a Source list (pairs as [head, tail] ending in null), or null if it is not one. */
function listNumbers(list: SvmlValue): number[] | null {
  const out: number[] = [];
  let rest = list;
  // A list longer than this is surely a cycle or a mistake; a sound sequence is short.
  for (let i = 0; i < 10_000; i++) {
    if (rest === null) return out;
    if (!Array.isArray(rest) || rest.length !== 2 || typeof rest[0] !== 'number') return null;
    out.push(rest[0]);
    rest = rest[1] as SvmlValue;
  }
  return null;
}
