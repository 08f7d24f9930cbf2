// Unit tests' stand-in for 'js-slang/context' (vitest.config.ts aliases it here): a context with the
// fields the bundles read. resetTestContext() gives each test a clean slate.
const context: { chapter: number; moduleContexts: Record<string, unknown> } = {
  chapter: 4,
  moduleContexts: {},
};

export function resetTestContext(chapter = 4): void {
  context.chapter = chapter;
  context.moduleContexts = {};
}

export default context;
