/**
 * Loading Source module files (the manifest and the bundles) for js-slang's module loader, once per
 * worker, each within a time limit. Where the files come from is a `ModuleFiles`: the server over
 * HTTP in the browser (browser-files.ts), the disk in Node (node-files.ts).
 */

/** A bundle's default export: called with js-slang's require provider, it returns the exports. */
export type BundleFactory = (require: (path: string) => unknown) => Record<string, unknown>;

/** modules.json: module name -> its tabs (and, optionally, the least chapter that may import it). */
export type ModuleManifestFile = Record<string, { tabs: string[]; requires?: number; version?: string }>;

export interface ModuleFiles {
  manifest(): Promise<ModuleManifestFile>;
  /** `attempt` counts earlier failed loads of the bundle (a browser asks again at another address). */
  bundle(name: string, attempt: number): Promise<BundleFactory>;
}

/** Spec: module files not loaded within 4 s end the run with this error line. */
export const MODULE_LOAD_LIMIT_MS = 4000;
export const MODULE_LOAD_ERROR = 'Error loading libraries';

/** A load that failed; `text` is the error line the run ends with. */
export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError';
  constructor(
    readonly text: string,
    options?: ErrorOptions,
  ) {
    super(text, options);
  }
}

/**
 * One worker's module files: each loaded at most once (a success is kept, a failure is not, so the
 * next Run tries again), each within `limitMs`. A failed load is remembered until the evaluator asks
 * (`takeFailure`) so the call ends with one clear line instead of js-slang's internal error.
 */
export class ModuleLoader {
  private manifestLoad: Promise<ModuleManifestFile> | null = null;
  private readonly bundles = new Map<string, Promise<BundleFactory>>();
  private readonly failedAttempts = new Map<string, number>();
  private failure: string | null = null;

  /** js-slang keeps its own manifest cache per importer function, so these stay the same objects. */
  readonly importOptions = {
    loadTabs: false,
    sourceBundleImporter: async (name: string) => ({ default: await this.bundle(name) }),
    resolverOptions: {
      extensions: ['js'],
      manifestImporter: async () => ({ default: await this.manifest() }),
    },
  };

  constructor(
    private readonly files: ModuleFiles,
    private readonly limitMs: number = MODULE_LOAD_LIMIT_MS,
  ) {}

  manifest(): Promise<ModuleManifestFile> {
    this.manifestLoad ??= this.limited(this.files.manifest(), () => {
      this.manifestLoad = null;
    });
    return this.manifestLoad;
  }

  bundle(name: string): Promise<BundleFactory> {
    let load = this.bundles.get(name);
    if (!load) {
      const attempt = this.failedAttempts.get(name) ?? 0;
      load = this.limited(
        this.files.bundle(name, attempt).then((factory) => {
          if (typeof factory !== 'function') throw new ModuleLoadError(MODULE_LOAD_ERROR);
          return factory;
        }),
        () => {
          this.bundles.delete(name);
          this.failedAttempts.set(name, attempt + 1);
        },
      );
      this.bundles.set(name, load);
    }
    return load;
  }

  /** The error line of a load that failed since the last call, once. */
  takeFailure(): string | null {
    const failure = this.failure;
    this.failure = null;
    return failure;
  }

  private limited<T>(load: Promise<T>, forget: () => void): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ModuleLoadError(MODULE_LOAD_ERROR)), this.limitMs);
    });
    const settled = Promise.race([load, late]).finally(() => clearTimeout(timer));
    load.catch(() => {}); // a load that lost the race may still fail later; nobody waits for it
    settled.catch((error: unknown) => {
      forget();
      this.failure = error instanceof ModuleLoadError ? error.text : MODULE_LOAD_ERROR;
    });
    return settled;
  }
}

/** A loader whose every load fails: an import ends with 'Error loading libraries'. */
export function unavailableModuleLoader(): ModuleLoader {
  const refuse = () => Promise.reject(new ModuleLoadError(MODULE_LOAD_ERROR));
  return new ModuleLoader({ manifest: refuse, bundle: refuse });
}
