import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const load = (env: Record<string, string>, cwd = '/srv/app') =>
  loadConfig({ env: { JWT_SECRET: 's'.repeat(40), ...env }, argv: [], cwd });

describe('TEXTBOOK_URL', () => {
  it('is the public site unless set, and always ends in /', () => {
    expect(load({}).textbookUrl).toBe('https://sicp.sourceacademy.org/');
    expect(load({ TEXTBOOK_URL: ' ' }).textbookUrl).toBe('https://sicp.sourceacademy.org/');
    expect(load({ TEXTBOOK_URL: 'https://books.example.org/sicp' }).textbookUrl).toBe(
      'https://books.example.org/sicp/',
    );
    expect(load({ TEXTBOOK_URL: 'http://localhost:9000/' }).textbookUrl).toBe('http://localhost:9000/');
  });

  it.each([
    'sicp.sourceacademy.org',
    '/textbook/',
    'ftp://books.example.org/',
    'file:///srv/book/',
    'javascript:alert(1)',
    'https://books.example.org/?v=1',
  ])('stops start-up for %s, naming TEXTBOOK_URL', (value) => {
    expect(() => load({ TEXTBOOK_URL: value })).toThrow(ConfigError);
    expect(() => load({ TEXTBOOK_URL: value })).toThrow(/TEXTBOOK_URL: use an http\(s\) address/);
  });
});

describe('TEXTBOOK_DIR', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'sa-textbook-config-'));
    mkdirSync(join(root, 'book', 'json'), { recursive: true });
    writeFileSync(join(root, 'book', 'json', 'toc.json'), '[]');
    mkdirSync(join(root, 'empty'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is unset by default, and a folder with json/toc.json is taken, relative to the working folder', () => {
    expect(load({}).textbookDir).toBeUndefined();
    expect(load({ TEXTBOOK_DIR: '' }).textbookDir).toBeUndefined();
    expect(load({ TEXTBOOK_DIR: join(root, 'book') }).textbookDir).toBe(join(root, 'book'));
    expect(load({ TEXTBOOK_DIR: 'book' }, root).textbookDir).toBe(join(root, 'book'));
  });

  it('stops start-up for a folder without json/toc.json, naming TEXTBOOK_DIR', () => {
    for (const dir of [join(root, 'empty'), join(root, 'missing'), join(root, 'book', 'json')]) {
      expect(() => load({ TEXTBOOK_DIR: dir })).toThrow(ConfigError);
      expect(() => load({ TEXTBOOK_DIR: dir })).toThrow(/TEXTBOOK_DIR: .* has no json\/toc\.json/);
    }
  });
});
