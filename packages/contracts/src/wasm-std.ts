import { z } from 'zod';

/** GET /wasm-std/:name: a std file of Source §1 WebAssembly ('misc', 'math', 'host'). */
export const WasmStdParams = z.object({
  name: z.string().regex(/^[a-z]{1,32}$/, 'a library file name is lower-case letters'),
});

export const noLibraryFile = (name: string) => `No library file ${name}`;
