import type { Ev3MotorType, MotorPort } from '@sa/domain';

/**
 * One motor as the EV3's motor driver sees it: what it was told to do and since when. Its position
 * at any later moment follows from that, so the model needs no ticking: every reading takes the time
 * as an input. Positions and speeds are in tacho counts (one per degree) and counts per second.
 */
export type MotorMotion =
  | { kind: 'stopped' }
  | { kind: 'forever'; speed: number }
  | { kind: 'timed'; speed: number; until: number }
  | { kind: 'to-position'; speed: number; target: number };

export type StopAction = 'coast' | 'brake' | 'hold';
export const STOP_ACTIONS: readonly StopAction[] = ['coast', 'brake', 'hold'];

export interface MotorState {
  port: MotorPort;
  type: Ev3MotorType;
  /** The position at `since`, when the current motion began. */
  position: number;
  since: number;
  motion: MotorMotion;
  /** The speed ev3_motorStart runs at (ev3_motorSetSpeed). */
  speedSetting: number;
  stopAction: StopAction;
}

/** The fastest each motor turns (counts per second): larger settings are held at this. */
export const MAX_SPEED: Record<Ev3MotorType, number> = { 'lego-ev3-l-motor': 1050, 'lego-ev3-m-motor': 1560 };

export function newMotor(port: MotorPort, type: Ev3MotorType, now: number): MotorState {
  return {
    port,
    type,
    position: 0,
    since: now,
    motion: { kind: 'stopped' },
    speedSetting: 0,
    stopAction: 'coast',
  };
}

export function clampSpeed(motor: MotorState, speed: number): number {
  const max = MAX_SPEED[motor.type];
  return Math.max(-max, Math.min(max, speed));
}

/** When the current motion ends by itself (Infinity if it does not). */
function motionEnd(motor: MotorState): number {
  const { motion } = motor;
  switch (motion.kind) {
    case 'stopped':
      return motor.since;
    case 'forever':
      return Number.POSITIVE_INFINITY;
    case 'timed':
      return motion.until;
    case 'to-position': {
      const speed = Math.abs(motion.speed);
      if (speed === 0) return Number.POSITIVE_INFINITY;
      return motor.since + (Math.abs(motion.target - motor.position) / speed) * 1000;
    }
  }
}

export function motorPosition(motor: MotorState, now: number): number {
  const { motion } = motor;
  const elapsedS = (Math.max(motor.since, Math.min(now, motionEnd(motor))) - motor.since) / 1000;
  switch (motion.kind) {
    case 'stopped':
      return motor.position;
    case 'forever':
    case 'timed':
      return motor.position + motion.speed * elapsedS;
    case 'to-position': {
      const direction = Math.sign(motion.target - motor.position);
      return motor.position + direction * Math.abs(motion.speed) * elapsedS;
    }
  }
}

/** The speed the motor turns at now (0 once its motion has ended). */
export function motorSpeed(motor: MotorState, now: number): number {
  const { motion } = motor;
  if (motion.kind === 'stopped' || now >= motionEnd(motor)) return 0;
  if (motion.kind === 'to-position')
    return Math.sign(motion.target - motor.position) * Math.abs(motion.speed);
  return motion.speed;
}

/** The motor, told at `now` to do `motion` from where it is. */
export function withMotion(motor: MotorState, motion: MotorMotion, now: number): MotorState {
  return { ...motor, position: motorPosition(motor, now), since: now, motion };
}
