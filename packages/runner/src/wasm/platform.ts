import type { SourcerorApi } from './host';

type Transcoder = InstanceType<SourcerorApi['Transcoder']>;

/** Thrown by the std library's `error(v)` through the host: the engine reports it as js-slang does. */
export class SourceRaisedError extends Error {}

/**
 * The host side of the wasm program's imports: sourceror's platform (misc, math) plus the `host`
 * module our std files import (std-library.ts lists each function with its types). display output
 * goes to the call's output sink; prompt prints its text and answers with it, as the default variant's
 * worker does (a worker has no dialog).
 */
export function platformImports(
  sourceror: SourcerorApi,
  transcoder: Transcoder,
  onOutput: (line: string) => void,
): Record<string, Record<string, unknown>> {
  const platform = sourceror.makePlatformImports({ display: onOutput }, transcoder);
  const text = (handle: number) => transcoder.decodeString(handle);
  return {
    ...platform,
    math: {
      ...platform.math,
      abs: Math.abs,
      sign: Math.sign,
      max: (a: number, b: number) => Math.max(a, b),
      min: (a: number, b: number) => Math.min(a, b),
      hypot: (a: number, b: number) => Math.hypot(a, b),
    },
    host: {
      display: (handle: number) => onOutput(text(handle)),
      number_text: (value: number) => transcoder.encodeString(String(value)),
      raise: (handle: number) => {
        throw new SourceRaisedError(text(handle));
      },
      nothing: () => undefined,
      runtime: () => Date.now(),
      prompt: (handle: number) => {
        onOutput(text(handle));
        return transcoder.encodeString(text(handle));
      },
      parse_int: (handle: number, radix: number) => Number.parseInt(text(handle), radix),
    },
  };
}
