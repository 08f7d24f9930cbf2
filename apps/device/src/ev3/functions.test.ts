import { EV3_FUNCTIONS, type Ev3FunctionName } from '@sa/domain';
import type { SvmlValue } from '@sa/svml';
import { describe, expect, it } from 'vitest';
import { BUTTON_WAIT_MS, createEv3Functions } from './functions';
import { newWorld, type WorldState } from './world';

/** The functions over a clock the test moves: sleep advances it instead of waiting. */
function setup() {
  let now = 5_000;
  const lines: string[] = [];
  const changes: WorldState[] = [];
  const ev3 = createEv3Functions(newWorld(now), {
    now: () => now,
    sleep: (ms) => {
      now += ms;
    },
    display: (text) => lines.push(text),
    changed: (world) => changes.push(world),
  });
  const call = (name: Ev3FunctionName, ...args: SvmlValue[]) => {
    const fn = ev3.functions[EV3_FUNCTIONS.indexOf(name)];
    if (!fn) throw new Error(`no ${name}`);
    return fn(args);
  };
  return { call, lines, changes, ev3, advance: (ms: number) => (now += ms) };
}

describe('the EV3 functions', () => {
  it('are 42, one per name of the firmware table', () => {
    const { ev3 } = setup();
    expect(ev3.functions).toHaveLength(42);
    expect(ev3.functions.every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('give motors on A, B and C, and nothing on D', () => {
    const { call } = setup();
    for (const name of ['ev3_motorA', 'ev3_motorB', 'ev3_motorC'] as const) {
      expect(call('ev3_connected', call(name))).toBe(true);
    }
    expect(call('ev3_motorD')).toBeUndefined();
    expect(call('ev3_connected', call('ev3_motorD'))).toBe(false);
    expect(call('ev3_motorA')).toBe(call('ev3_motorA'));
    expect(call('ev3_motorA')).toMatchObject({ kind: 'opaque', label: '<motor A>' });
  });

  it('run a motor for a time: the call returns at once, the position follows the clock', () => {
    const { call, advance } = setup();
    const a = call('ev3_motorA');
    call('ev3_runForTime', a, 500, 400);
    expect(call('ev3_motorGetPosition', a)).toBe(0);
    expect(call('ev3_motorGetSpeed', a)).toBe(400);
    call('ev3_pause', 600);
    expect(call('ev3_motorGetPosition', a)).toBe(200);
    expect(call('ev3_motorGetSpeed', a)).toBe(0);
    advance(1_000);
    expect(call('ev3_motorGetPosition', a)).toBe(200);
  });

  it('start at the set speed until stopped', () => {
    const { call } = setup();
    const b = call('ev3_motorB');
    call('ev3_motorSetSpeed', b, -300);
    expect(call('ev3_motorGetSpeed', b)).toBe(0);
    call('ev3_motorStart', b);
    call('ev3_pause', 1_000);
    call('ev3_motorStop', b);
    call('ev3_pause', 1_000);
    expect(call('ev3_motorGetPosition', b)).toBe(-300);
  });

  it('run to absolute and relative positions', () => {
    const { call } = setup();
    const c = call('ev3_motorC');
    call('ev3_runToAbsolutePosition', c, 90, 900);
    call('ev3_pause', 1_000);
    expect(call('ev3_motorGetPosition', c)).toBe(90);
    call('ev3_runToRelativePosition', c, -180, 900);
    call('ev3_pause', 1_000);
    expect(call('ev3_motorGetPosition', c)).toBe(-90);
  });

  it('find sensors by type: touch on 1 only, and gyro, colour and ultrasonic', () => {
    const { call } = setup();
    expect(call('ev3_touchSensor1')).toMatchObject({ label: '<touch sensor 1>' });
    expect(call('ev3_touchSensor2')).toBeUndefined();
    expect(call('ev3_touchSensor4')).toBeUndefined();
    expect(call('ev3_gyroSensor')).toMatchObject({ label: '<gyro sensor 2>' });
    expect(call('ev3_colorSensor')).toMatchObject({ label: '<color sensor 3>' });
    expect(call('ev3_ultrasonicSensor')).toMatchObject({ label: '<ultrasonic sensor 4>' });
  });

  it('read plausible values while the robot drives, and switch sensor modes as read', () => {
    const { call, changes } = setup();
    const us = call('ev3_ultrasonicSensor');
    const before = call('ev3_ultrasonicSensorDistance', us) as number;
    call('ev3_motorSetSpeed', call('ev3_motorA'), 500);
    call('ev3_motorSetSpeed', call('ev3_motorB'), 300);
    call('ev3_motorStart', call('ev3_motorA'));
    call('ev3_motorStart', call('ev3_motorB'));
    call('ev3_pause', 1_000);
    expect(call('ev3_ultrasonicSensorDistance', us)).toBeLessThan(before);
    expect(call('ev3_gyroSensorAngle', call('ev3_gyroSensor'))).toBeGreaterThan(0);
    expect(call('ev3_gyroSensorRate', call('ev3_gyroSensor'))).toBeGreaterThan(0);
    expect(changes.at(-1)?.sensors['2']?.mode).toBe('GYRO-RATE');
    const color = call('ev3_colorSensor');
    expect(call('ev3_colorSensorGetColor', color)).toBeTypeOf('number');
    expect(changes.at(-1)?.sensors['3']?.mode).toBe('COL-COLOR');
    expect(call('ev3_reflectedLightIntensity', color)).toBeGreaterThanOrEqual(0);
    expect(call('ev3_ambientLightIntensity', color)).toBeGreaterThan(0);
    expect(call('ev3_colorSensorRed', color)).toBeGreaterThanOrEqual(0);
    expect(call('ev3_touchSensorPressed', call('ev3_touchSensor1'))).toBe(false);
  });

  it('press the bumper when the robot reaches the wall', () => {
    const { call } = setup();
    for (const m of [call('ev3_motorA'), call('ev3_motorB')]) {
      call('ev3_motorSetSpeed', m, 1000);
      call('ev3_motorStart', m);
    }
    call('ev3_pause', 60_000);
    expect(call('ev3_touchSensorPressed', call('ev3_touchSensor1'))).toBe(true);
  });

  it('say what speech, sound, LEDs and buttons would do', () => {
    const { call, lines } = setup();
    call('ev3_speak', 'hello');
    call('ev3_hello');
    call('ev3_playSequence', [440, [500, null]]);
    const led = call('ev3_ledLeftRed');
    call('ev3_ledSetBrightness', led, 300);
    expect(call('ev3_ledGetBrightness', led)).toBe(255);
    expect(call('ev3_waitForButtonPress')).toBe(0);
    expect(lines).toEqual([
      '[EV3 says] hello',
      '[EV3 says] Hello from your EV3!',
      '[EV3 plays] 440, 500',
      '[EV3 LED] left red: 255',
      `[EV3] waiting for a button: a simulated EV3 presses Enter after ${BUTTON_WAIT_MS / 1000} s`,
    ]);
  });

  it('reject wrong arguments with the function name', () => {
    const { call } = setup();
    const a = call('ev3_motorA');
    expect(() => call('ev3_motorSetSpeed', 5, 100)).toThrow('ev3_motorSetSpeed: expected a motor');
    expect(() => call('ev3_motorGetPosition', call('ev3_motorD'))).toThrow(
      'ev3_motorGetPosition: expected a motor',
    );
    expect(() => call('ev3_motorSetSpeed', a, 'fast')).toThrow('ev3_motorSetSpeed: expected a number');
    expect(() => call('ev3_runForTime', a, Number.NaN, 100)).toThrow('ev3_runForTime: expected a number');
    expect(() => call('ev3_pause')).toThrow('ev3_pause: expected a number');
    expect(() => call('ev3_touchSensorPressed', call('ev3_gyroSensor'))).toThrow(
      'ev3_touchSensorPressed: expected a touch sensor',
    );
    expect(() => call('ev3_motorSetStopAction', a, 'float')).toThrow('ev3_motorSetStopAction');
    expect(() => call('ev3_speak', 3)).toThrow('ev3_speak: expected a string');
    expect(() => call('ev3_playSequence', [1, 2])).toThrow('ev3_playSequence: expected a list of numbers');
    expect(() => call('ev3_ledSetBrightness', a, 1)).toThrow('ev3_ledSetBrightness: expected an LED');
    // A look-alike made by hand is not a motor.
    expect(() => call('ev3_motorStart', { kind: 'opaque', label: '<motor A>' })).toThrow('expected a motor');
  });
});
