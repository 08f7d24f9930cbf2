import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  ModuleBundleParams,
  ModuleDocsJson,
  ModuleDocsParams,
  ModuleManifestJson,
  ModuleTabParams,
  noModuleFile,
} from '../modules';

const DIFFERS =
  'Served with open CORS (any origin) and ETag/Last-Modified validators; the reference serves these files from a static site.';

/**
 * The Source modules (rune, curve, sound, ...) in the classic layout of js-slang's loader: the
 * manifest, each module's bundle, the tabs and the docs the editor shows. Public, like the web
 * app's own files: the runner's worker imports them without a token, from any origin that
 * MODULE_BACKEND_URL names.
 */
export const moduleRoutes = {
  manifest: defineRoute({
    method: 'GET',
    path: '/modules/modules.json',
    feature: 'modules',
    access: 'public',
    summary: 'The modules there are and the tabs each opens',
    response: ModuleManifestJson,
    produces: 'application/json',
    errors: [{ status: 404, text: noModuleFile('modules.json') }],
    differs: DIFFERS,
  }),
  bundle: defineRoute({
    method: 'GET',
    path: '/modules/bundles/:file',
    feature: 'modules',
    access: 'public',
    summary:
      "A module's bundle: an ES module whose default export takes js-slang's require and returns the exports",
    params: ModuleBundleParams,
    response: z.string(),
    produces: 'text/javascript',
    errors: [{ status: 404, text: noModuleFile('bundles/<file>') }],
    invalid: { params: 'Invalid module file' },
    differs: DIFFERS,
  }),
  tab: defineRoute({
    method: 'GET',
    path: '/modules/tabs/:file',
    feature: 'modules',
    access: 'public',
    summary: "A module's tab for the reference frontend, in the same format as a bundle",
    params: ModuleTabParams,
    response: z.string(),
    produces: 'text/javascript',
    errors: [{ status: 404, text: noModuleFile('tabs/<file>') }],
    invalid: { params: 'Invalid module file' },
    differs: DIFFERS,
  }),
  docs: defineRoute({
    method: 'GET',
    path: '/modules/jsons/:file',
    feature: 'modules',
    access: 'public',
    summary: "A module's docs: each exported name's kind, description (HTML) and types",
    params: ModuleDocsParams,
    response: ModuleDocsJson,
    produces: 'application/json',
    errors: [{ status: 404, text: noModuleFile('jsons/<file>') }],
    invalid: { params: 'Invalid module file' },
    differs: DIFFERS,
  }),
};
