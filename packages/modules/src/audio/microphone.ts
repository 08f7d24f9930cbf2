/**
 * Recording needs a microphone, and module code runs in the runner's worker (or the grader's
 * Node process), which has none. Until the page can record on the worker's behalf, the three
 * recording functions say so rather than hang or fail obscurely.
 */
export function microphoneUnavailable(functionName: string): never {
  throw new Error(`${functionName}: recording from the microphone is not available here`);
}
