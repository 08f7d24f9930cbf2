import { z } from 'zod';

/**
 * The Source modules' files, served under /modules in the classic layout js-slang's loader reads
 * (packages/modules builds them). A file name is checked against a strict pattern before the disk
 * is touched: letters, digits and underscores, then the one extension of its folder.
 */
const fileName = (pattern: RegExp, what: string) => z.object({ file: z.string().regex(pattern, what) });

/** `/modules/bundles/<module>.js`: a module name is lower case (`binary_tree`). */
export const ModuleBundleParams = fileName(/^[a-z][a-z0-9_]{0,63}\.js$/, 'a bundle is <module>.js');
/** `/modules/tabs/<Tab>.js`: tab names are capitalised (`SoundMatrix`). */
export const ModuleTabParams = fileName(/^[A-Za-z][A-Za-z0-9_]{0,63}\.js$/, 'a tab is <Tab>.js');
/** `/modules/jsons/<module>.json`. */
export const ModuleDocsParams = fileName(/^[a-z][a-z0-9_]{0,63}\.json$/, 'a docs file is <module>.json');

/** modules.json: each module's name to the tabs it opens. */
export const ModuleManifestJson = z.record(z.string(), z.object({ tabs: z.array(z.string()) }));

/** A docs json: each exported name to its description (see @sa/modules/docs). */
export const ModuleDocsJson = z.record(
  z.string(),
  z.union([
    z.object({
      kind: z.literal('function'),
      name: z.string(),
      description: z.string(),
      params: z.array(z.tuple([z.string(), z.string()])),
      retType: z.string(),
    }),
    z.object({ kind: z.literal('variable'), name: z.string(), description: z.string(), type: z.string() }),
    z.object({ kind: z.literal('unknown') }),
  ]),
);

/** The 404 text for a module file we do not have (`bundles/nosuch.js`). */
export const noModuleFile = (path: string) => `No module file ${path}`;
