import { z } from 'zod';
import { defineRoute } from '../http/route';
import { noLibraryFile, WasmStdParams } from '../wasm-std';

/**
 * The standard library files of Source §1 WebAssembly, which the runner's compiler imports in the
 * browser; public like the web app's own files (the worker fetches them without a token).
 */
export const wasmStdRoutes = {
  file: defineRoute({
    method: 'GET',
    path: '/wasm-std/:name',
    feature: 'wasm-std',
    access: 'public',
    summary: 'A standard library file of Source §1 WebAssembly (misc, math, host), as text',
    params: WasmStdParams,
    response: z.string(),
    produces: 'text/plain',
    errors: [{ status: 404, text: noLibraryFile('<name>') }],
    invalid: { params: 'Invalid library file' },
    ours: true,
  }),
};
