import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content Security Policy of our pages (the built web app; on API answers it does nothing).
 * - scripts: our own files only, no inline script and no eval: the page never evaluates code;
 * - styles: our own files and inline styles (Blueprint and CodeMirror set style attributes and
 *   add <style> elements at run time);
 * - images: ours, data: and blob: (drawings), and any https origin (cover pictures are external
 *   addresses that staff type in);
 * - media: ours, blob: and data: (the sounds a program played, as WAV) and any https origin (a
 *   video a program names with `use_video_url`);
 * - workers: our own files (the runner's module worker) and blob:;
 * - nothing may frame the app (clickjacking), no plugins, forms and <base> stay on our origin;
 * - the Source modules' origin, when MODULE_BACKEND_URL names another one (a CDN): the page
 *   fetches the modules' docs for the editor, and may import a module's files;
 * - the textbook's origin, when TEXTBOOK_URL names another site: the reader fetches the book's
 *   JSON and shows its figures (img-src names it too, for an http:// book). Fonts stay our own:
 *   KaTeX's are part of the web build.
 * - the code-hosting and cloud-drive APIs (GITHUB_API_URL, GOOGLE_API_URL): the playground calls
 *   them from the browser with the user's own token.
 * - the file store's bucket, when S3_ENDPOINT names one (sourcecast audio is played, and may be
 *   fetched, from its presigned addresses; AWS's own https addresses are allowed already).
 */
function pageDirectives(
  moduleOrigins: readonly string[],
  textbookOrigins: readonly string[],
  apiOrigins: readonly string[],
  mediaOrigins: readonly string[],
) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...moduleOrigins],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...textbookOrigins],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:', 'data:', 'https:', ...mediaOrigins],
    connectSrc: ["'self'", ...unique([...moduleOrigins, ...textbookOrigins, ...apiOrigins, ...mediaOrigins])],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Same-origin requests follow the page's scheme anyway; upgrading would break http://localhost.
    upgradeInsecureRequests: null,
  };
}

/**
 * The origin of MODULE_BACKEND_URL when it is an address elsewhere; none for a path on this
 * server, which 'self' already allows.
 */
export function moduleOrigins(moduleBackendUrl: string): string[] {
  return URL.canParse(moduleBackendUrl) ? [new URL(moduleBackendUrl).origin] : [];
}

/** The origin of TEXTBOOK_URL; none when the book is served by us (no address given). */
export function textbookOrigins(textbookUrl: string | undefined): string[] {
  return textbookUrl && URL.canParse(textbookUrl) ? [new URL(textbookUrl).origin] : [];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The policy sent with our JavaScript files. Browsers apply a worker's policy from the response
 * that delivered the worker script, not the page's, and ignore a policy on other scripts: so this
 * is the runner worker's policy. js-slang evaluates the student's program with `new Function` and
 * eval, and the WebAssembly variant compiles wasm, both in the worker only. The worker imports the
 * Source modules (modules.json, bundles) from the modules' origin.
 */
export function workerPolicy(moduleOrigins: readonly string[] = []): string {
  const extra = moduleOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'${extra}`,
    `connect-src 'self'${extra}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

export const WORKER_POLICY = workerPolicy();

/**
 * Security headers on every answer (`@fastify/helmet`): the page's Content Security Policy,
 * X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy no-referrer (a sign-in
 * code in a page address never travels on as a Referer), Strict-Transport-Security without
 * subdomains (browsers honour it only over https). Register it before the routes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    moduleBackendUrl: string;
    textbookUrl?: string | undefined;
    /** Outside APIs the page calls itself (GitHub, Google Drive). */
    apiUrls?: readonly string[];
    /** Origins the page plays media from (the file store's bucket). */
    mediaOrigins?: readonly string[];
  } = { moduleBackendUrl: '/modules' },
): Promise<void> {
  const origins = moduleOrigins(options.moduleBackendUrl);
  const worker = workerPolicy(origins);
  const apiOrigins = (options.apiUrls ?? []).filter((u) => URL.canParse(u)).map((u) => new URL(u).origin);
  const directives = pageDirectives(
    origins,
    textbookOrigins(options.textbookUrl),
    apiOrigins,
    options.mediaOrigins ?? [],
  );
  const headers = staticHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    // Helmet's default, same-origin, cuts the page off from the sign-in popups it opens for GitHub
    // and Google (lib/oauth-popup): the popup then reads as closed the moment it leaves our origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: { maxAge: 365 * 86_400, includeSubDomains: false },
  });
  // The same headers on every answer, set before the route runs (a route may still change one).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // By address, not by content type: a 304 revalidating a cached worker script has no content
  // type, and the browser stores the 304's policy with the cached script.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isScriptOfTheBuild(request.url)) reply.header('content-security-policy', worker);
    // The popup comes back from the provider (no COOP) to our callback page: any COOP there would
    // move the popup to a new browsing context group, and the opener would see it as closed.
    if (isCallbackPage(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    return payload;
  });
}

/** A sign-in popup's callback page of the web app (features/callbacks). */
function isCallbackPage(url: string): boolean {
  return url.startsWith('/callback/');
}

/** A JavaScript file of the web build (Vite puts them all under /assets/). */
function isScriptOfTheBuild(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/assets/') && (path.endsWith('.js') || path.endsWith('.mjs'));
}

/**
 * Helmet's headers for these options, worked out once. Our policy has no per-request parts (no
 * nonces), and building Helmet's middleware for every request, as @fastify/helmet does, parsed
 * the whole policy each time: a third of a small answer's CPU time (bench/sourcecast.ts).
 */
export function staticHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
