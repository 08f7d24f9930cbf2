// 'js-slang/context' exists only at run time: js-slang's require provider resolves it to the live
// Context of the program that loads the bundle.
declare module 'js-slang/context' {
  const context: unknown;
  export default context;
}
