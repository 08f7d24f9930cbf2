import { describe, expect, it } from 'vitest';
import { motorPosition, motorSpeed, withMotion } from './motors';
import {
  allStopped,
  floorColor,
  headingDegrees,
  newWorld,
  readings,
  reflectedLight,
  touchPressed,
  travelledCm,
  ultrasonicCm,
  WALL_CM,
  type WorldState,
} from './world';

const T0 = 1_000_000;

function drive(world: WorldState, speedA: number, speedB: number, at = T0): WorldState {
  const { A, B } = world.motors;
  if (!A || !B) throw new Error('no wheels');
  return {
    ...world,
    motors: {
      ...world.motors,
      A: withMotion(A, { kind: 'forever', speed: speedA }, at),
      B: withMotion(B, { kind: 'forever', speed: speedB }, at),
    },
  };
}

describe('motors', () => {
  const motor = () => newWorld(T0).motors.A;

  it('stand still until told, then advance at their speed as time passes', () => {
    const m = motor();
    if (!m) throw new Error();
    expect(motorPosition(m, T0 + 5_000)).toBe(0);
    const running = withMotion(m, { kind: 'forever', speed: 400 }, T0);
    expect(motorPosition(running, T0 + 500)).toBe(200);
    expect(motorSpeed(running, T0 + 500)).toBe(400);
  });

  it('run for a time, then stop where they got to', () => {
    const m = motor();
    if (!m) throw new Error();
    const timed = withMotion(m, { kind: 'timed', speed: -300, until: T0 + 1_000 }, T0);
    expect(motorPosition(timed, T0 + 500)).toBe(-150);
    expect(motorPosition(timed, T0 + 3_000)).toBe(-300);
    expect(motorSpeed(timed, T0 + 3_000)).toBe(0);
  });

  it('run to a position in its direction whatever the sign of the speed, and hold it', () => {
    const m = motor();
    if (!m) throw new Error();
    const back = withMotion(m, { kind: 'to-position', speed: 360, target: -180 }, T0);
    expect(motorPosition(back, T0 + 250)).toBe(-90);
    expect(motorSpeed(back, T0 + 250)).toBe(-360);
    expect(motorPosition(back, T0 + 10_000)).toBe(-180);
    expect(motorSpeed(back, T0 + 10_000)).toBe(0);
  });

  it('keep their position across a new command', () => {
    const m = motor();
    if (!m) throw new Error();
    const first = withMotion(m, { kind: 'forever', speed: 100 }, T0);
    const stopped = withMotion(first, { kind: 'stopped' }, T0 + 2_000);
    expect(motorPosition(stopped, T0 + 9_000)).toBe(200);
  });
});

describe('the robot', () => {
  it('drives towards the wall when A and B turn together: the distance shrinks, the heading stays', () => {
    const world = drive(newWorld(T0), 360, 360);
    expect(ultrasonicCm(world, T0)).toBe(WALL_CM);
    const later = T0 + 2_000;
    expect(travelledCm(world, later)).toBeCloseTo(2 * Math.PI * 5.6, 5);
    expect(ultrasonicCm(world, later)).toBeCloseTo(WALL_CM - 2 * Math.PI * 5.6, 5);
    expect(headingDegrees(world, later)).toBe(0);
    expect(touchPressed(world, later)).toBe(false);
  });

  it('turns when A and B differ: the gyro angle changes, clockwise when A is faster', () => {
    const world = drive(newWorld(T0), 200, -200);
    expect(headingDegrees(world, T0 + 1_000)).toBeGreaterThan(30);
    expect(travelledCm(world, T0 + 1_000)).toBe(0);
    const other = drive(newWorld(T0), -200, 200);
    expect(headingDegrees(other, T0 + 1_000)).toBeLessThan(-30);
  });

  it('is stopped by the wall: the bumper is pressed and the distance stays', () => {
    const world = drive(newWorld(T0), 1000, 1000);
    const farLater = T0 + 60_000;
    expect(touchPressed(world, farLater)).toBe(true);
    expect(ultrasonicCm(world, farLater)).toBe(ultrasonicCm(world, farLater + 10_000));
    expect(ultrasonicCm(world, farLater)).toBeLessThan(10);
  });

  it('sees the floor change colour and brightness as it drives', () => {
    const world = drive(newWorld(T0), 300, 300);
    const seen = new Set<number>();
    const light = new Set<number>();
    for (let t = T0; t < T0 + 20_000; t += 250) {
      seen.add(floorColor(world, t));
      light.add(reflectedLight(world, t));
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
    expect(light.size).toBeGreaterThanOrEqual(5);
    expect(floorColor(world, T0)).toBe(6);
  });

  it('reads every connected peripheral for the monitor, ultrasonic in tenths of a cm', () => {
    const world = drive(newWorld(T0), 500, 500);
    const now = T0 + 1_000;
    const all = readings(world, now);
    expect(all.map((r) => `${r.kind}${r.port}`)).toEqual([
      'motorA',
      'motorB',
      'motorC',
      'sensor1',
      'sensor2',
      'sensor3',
      'sensor4',
    ]);
    expect(all[0]).toEqual({ kind: 'motor', port: 'A', type: 'lego-ev3-l-motor', position: 500, speed: 500 });
    expect(all[6]).toMatchObject({
      type: 'lego-ev3-us',
      mode: 'US-DIST-CM',
      value: Math.round(ultrasonicCm(world, now) * 10),
    });
  });

  it('stops every motor where it is', () => {
    const world = allStopped(drive(newWorld(T0), 500, 250), T0 + 1_000);
    expect(readings(world, T0 + 5_000).slice(0, 2)).toMatchObject([
      { position: 500, speed: 0 },
      { position: 250, speed: 0 },
    ]);
  });
});
