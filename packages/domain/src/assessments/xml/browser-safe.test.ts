import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The reader, the writer and the mission editor's rules run in the browser too (the web's mission
 * editor): their source may use no Node-only API. Tests may.
 */
const FOLDERS = [import.meta.dirname, join(import.meta.dirname, '..', '..', 'missioncontrol')];
const sources = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') })),
);

describe('browser-safe sources', () => {
  it('finds the sources', () => {
    expect(sources.map((s) => s.name)).toEqual(
      expect.arrayContaining(['read-assessment.ts', 'write-assessment.ts', 'questions.ts']),
    );
  });

  it.each(sources.map((s) => [s.name, s.text]))('%s uses no Node-only API', (_name, text) => {
    expect(text).not.toMatch(/from ['"]node:|require\(|\bBuffer\b|\bprocess\.|\b__dirname\b/);
    expect(text).not.toMatch(/from ['"](fs|path|os|crypto|stream)['"]/);
  });
});
