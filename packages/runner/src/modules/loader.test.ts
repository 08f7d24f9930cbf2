import { describe, expect, it } from 'vitest';
import { type BundleFactory, MODULE_LOAD_ERROR, type ModuleFiles, ModuleLoader } from './loader';

const factory: BundleFactory = () => ({ one: 1 });

/** Files that answer as told and count what was asked. */
function files(bundle: (name: string, attempt: number) => Promise<BundleFactory>) {
  const asked: string[] = [];
  const source: ModuleFiles = {
    manifest: async () => {
      asked.push('manifest');
      return { rune: { tabs: ['Rune'] } };
    },
    bundle: (name, attempt) => {
      asked.push(`${name}#${attempt}`);
      return bundle(name, attempt);
    },
  };
  return { asked, source };
}

const never = () => new Promise<BundleFactory>(() => {});

describe('ModuleLoader', () => {
  it('loads the manifest and each bundle once', async () => {
    const { asked, source } = files(async () => factory);
    const loader = new ModuleLoader(source);
    await loader.manifest();
    await loader.manifest();
    expect(await loader.bundle('rune')).toBe(factory);
    expect(await loader.bundle('rune')).toBe(factory);
    expect(asked).toEqual(['manifest', 'rune#0']);
    expect(loader.takeFailure()).toBeNull();
  });

  it("ends a load that takes too long with 'Error loading libraries' and tries again next time", async () => {
    let works = false;
    const { asked, source } = files(async () => (works ? factory : never()));
    const loader = new ModuleLoader(source, 30);
    await expect(loader.bundle('rune')).rejects.toThrow(MODULE_LOAD_ERROR);
    expect(loader.takeFailure()).toBe(MODULE_LOAD_ERROR);
    expect(loader.takeFailure()).toBeNull();
    works = true;
    expect(await loader.bundle('rune')).toBe(factory);
    // The second try is a new attempt (a browser asks at another address).
    expect(asked).toEqual(['rune#0', 'rune#1']);
  });

  it('does not keep a failed manifest, and reports a file that is not a bundle', async () => {
    let fail = true;
    const loader = new ModuleLoader({
      manifest: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return {};
      },
      bundle: async () => ({ notAFunction: true }) as unknown as BundleFactory,
    });
    await expect(loader.manifest()).rejects.toThrow('Failed to fetch');
    expect(loader.takeFailure()).toBe(MODULE_LOAD_ERROR);
    fail = false;
    expect(await loader.manifest()).toEqual({});
    await expect(loader.bundle('x')).rejects.toThrow(MODULE_LOAD_ERROR);
  });

  it('gives js-slang importers that stay the same objects', async () => {
    const loader = new ModuleLoader(files(async () => factory).source);
    const first = loader.importOptions.resolverOptions.manifestImporter;
    expect(loader.importOptions.resolverOptions.manifestImporter).toBe(first);
    expect(await first()).toEqual({ default: { rune: { tabs: ['Rune'] } } });
    expect(await loader.importOptions.sourceBundleImporter('rune')).toEqual({ default: factory });
  });
});
