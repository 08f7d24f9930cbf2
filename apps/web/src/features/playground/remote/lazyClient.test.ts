import { describe, expect, it } from 'vitest';

/**
 * The Sling client brings mqtt's browser build (~340 kB): it must be loaded only when the user
 * connects to a device, so nothing in the app imports it statically - only loadLinks.ts, with import().
 */
describe('the Sling client is loaded lazily', () => {
  it('is imported nowhere in the app but by a dynamic import() in loadLinks.ts', () => {
    const sources = import.meta.glob<string>(
      ['../../../**/*.ts', '../../../**/*.tsx', '!../../../**/*.test.*'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    );
    const staticImport = /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](@sa\/sling|mqtt)['"]/;
    const dynamicImport = /\bimport\s*\(\s*['"]@sa\/sling['"]\s*\)/;
    const importing = Object.entries(sources).filter(([, source]) =>
      /['"](@sa\/sling|mqtt)['"]/.test(source),
    );
    expect(importing.map(([file]) => file)).toEqual(['./loadLinks.ts']);
    const [, loadLinks = ''] = importing[0] ?? [];
    expect(staticImport.test(loadLinks)).toBe(false);
    expect(dynamicImport.test(loadLinks)).toBe(true);
  });
});
