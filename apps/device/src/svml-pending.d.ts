// TEMPORARY until branch h-svml is merged: the agreed API of @sa/svml, so this app type-checks
// before that package exists here. Delete this file after the merge.
declare module '@sa/svml' {
  export type SvmlValue =
    | number
    | boolean
    | string
    | null
    | undefined
    | SvmlValue[]
    | SvmlFunctionLike
    | SvmlOpaque;
  export interface SvmlFunctionLike {
    readonly kind: 'function';
  }
  export interface SvmlOpaque {
    readonly kind: 'opaque';
    readonly label: string;
  }
  export type InternalFunction = (args: readonly SvmlValue[]) => SvmlValue;
  export interface SvmlHost {
    display(text: string): void;
    internalFunctions: readonly InternalFunction[];
  }
  export type SvmlOutcome =
    | { status: 'finished'; value: SvmlValue; text: string }
    | { status: 'error'; message: string };
  export interface SvmlProgram {
    readonly entry: unknown;
  }
  export class SvmlFormatError extends Error {}
  export function loadProgram(bytes: Uint8Array): SvmlProgram;
  export function runProgram(program: SvmlProgram, host: SvmlHost): SvmlOutcome;
  export function stringifySvml(value: SvmlValue): string;
}
