// SVML opcode numbers as js-slang 1.0.94's assembler writes them (one byte each), and how many
// operand bytes follow each. The numbers are facts of the format; the grouping is ours.

export const Op = {
  NOP: 0,
  LDCI: 1,
  LGCI: 2,
  LDCF32: 3,
  LGCF32: 4,
  LDCF64: 5,
  LGCF64: 6,
  LDCB0: 7,
  LDCB1: 8,
  LGCB0: 9,
  LGCB1: 10,
  LGCU: 11,
  LGCN: 12,
  LGCS: 13,
  POPG: 14,
  POPB: 15,
  POPF: 16,
  ADDG: 17,
  ADDF: 18,
  SUBG: 19,
  SUBF: 20,
  MULG: 21,
  MULF: 22,
  DIVG: 23,
  DIVF: 24,
  MODG: 25,
  MODF: 26,
  NOTG: 27,
  NOTB: 28,
  LTG: 29,
  LTF: 30,
  GTG: 31,
  GTF: 32,
  LEG: 33,
  LEF: 34,
  GEG: 35,
  GEF: 36,
  EQG: 37,
  EQF: 38,
  EQB: 39,
  NEWC: 40,
  NEWA: 41,
  LDLG: 42,
  LDLF: 43,
  LDLB: 44,
  STLG: 45,
  STLB: 46,
  STLF: 47,
  LDPG: 48,
  LDPF: 49,
  LDPB: 50,
  STPG: 51,
  STPB: 52,
  STPF: 53,
  LDAG: 54,
  LDAB: 55,
  LDAF: 56,
  STAG: 57,
  STAB: 58,
  STAF: 59,
  BRT: 60,
  BRF: 61,
  BR: 62,
  JMP: 63,
  CALL: 64,
  CALLT: 65,
  CALLP: 66,
  CALLTP: 67,
  CALLV: 68,
  CALLTV: 69,
  RETG: 70,
  RETF: 71,
  RETB: 72,
  RETU: 73,
  RETN: 74,
  DUP: 75,
  NEWENV: 76,
  POPENV: 77,
  NEWCP: 78,
  NEWCV: 79,
  NEGG: 80,
  NEGF: 81,
  NEQG: 82,
  NEQF: 83,
  NEQB: 84,
} as const;

/** The highest opcode a binary may hold; the concurrency opcodes (2000+) never reach a binary. */
export const OPCODE_MAX = 84;

const NAMES: string[] = [];
for (const [name, code] of Object.entries(Op)) NAMES[code] = name;

export function opcodeName(op: number): string {
  return NAMES[op] ?? `opcode ${op}`;
}

/** The shape of an instruction's operands after the opcode byte. */
export type OperandShape = 'none' | 'u8' | 'u8u8' | 'i32' | 'f32' | 'f64' | 'u32' | 'branch';

export function operandShape(op: number): OperandShape {
  switch (op) {
    case Op.LDLG:
    case Op.LDLF:
    case Op.LDLB:
    case Op.STLG:
    case Op.STLF:
    case Op.STLB:
    case Op.CALL:
    case Op.CALLT:
    case Op.NEWENV:
    case Op.NEWCP:
    case Op.NEWCV:
      return 'u8';
    case Op.LDPG:
    case Op.LDPF:
    case Op.LDPB:
    case Op.STPG:
    case Op.STPF:
    case Op.STPB:
    case Op.CALLP:
    case Op.CALLTP:
    case Op.CALLV:
    case Op.CALLTV:
      return 'u8u8';
    case Op.LDCI:
    case Op.LGCI:
      return 'i32';
    case Op.LDCF32:
    case Op.LGCF32:
      return 'f32';
    case Op.LDCF64:
    case Op.LGCF64:
      return 'f64';
    case Op.LGCS:
    case Op.NEWC:
      return 'u32';
    case Op.BR:
    case Op.BRT:
    case Op.BRF:
    case Op.JMP:
      return 'branch';
    default:
      return 'none';
  }
}

export function operandBytes(shape: OperandShape): number {
  switch (shape) {
    case 'none':
      return 0;
    case 'u8':
      return 1;
    case 'u8u8':
      return 2;
    case 'f64':
      return 8;
    default:
      return 4;
  }
}

/** Instructions after which control never falls through to the next one. */
export function endsPath(op: number): boolean {
  return (
    (op >= Op.RETG && op <= Op.RETN) ||
    op === Op.BR ||
    op === Op.CALLT ||
    op === Op.CALLTP ||
    op === Op.CALLTV
  );
}
