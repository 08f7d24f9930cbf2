/**
 * Imported first by the Node worker: this thread has no network. js-slang fetches Source modules
 * (`import { heart } from 'rune';`) with the global `fetch`, from a host it chooses, and then runs
 * the fetched bundle; a grader must neither depend on nor reach another machine because of a
 * student's program. The error carries the code js-slang's module loader reads as "modules server
 * unreachable", so the program ends with its Import error 'Unable to get modules.'
 */
const refuse = (): Promise<never> =>
  Promise.reject(
    Object.assign(new Error('Source programs run by the server have no network access.'), {
      code: 'MODULE_NOT_FOUND',
    }),
  );

Object.defineProperty(globalThis, 'fetch', { value: refuse, writable: false, configurable: false });
