// The other side of bench/host-cpu.ts: one heavy program run by js-slang directly, in a fresh plain
// Node process (no tsx, no worker thread, no runner). Prints one JSON line: the CPU of the run alone
// and of the whole process up to its end (Node start-up and loading js-slang included).
// argv[2]: JSON { chapter, code }.
import { createContext, runInContext } from 'js-slang';
import { stringify } from 'js-slang/dist/utils/stringify.js';

// Node 20 has no navigator; js-slang's native-error reporting reads it (as the runner's adapter notes).
globalThis.navigator ??= { userAgent: 'node' };

const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const { chapter, code } = JSON.parse(process.argv[2] ?? '{}');
const context = createContext(chapter);
const before = process.cpuUsage();
const result = await runInContext(code, context, { executionMethod: 'native', originalMaxExecTime: 600_000 });
const runMs = cpuMs(before);
const value = result.status === 'finished' ? stringify(result.value) : `error: ${context.errors.map(String)}`;
process.stdout.write(`${JSON.stringify({ runMs, processMs: cpuMs(), value })}\n`);
