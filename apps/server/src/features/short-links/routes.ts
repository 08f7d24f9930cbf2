import multipart from '@fastify/multipart';
import { routes, SHORT_LINK_NOT_FOUND, ShortenFields } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { describeZodError } from '../../http/errors';
import { createRouter } from '../../http/route';
import { ShortLinkError, shortenAnswer, shortenErrorHandler } from './answers';
import { identifyCaller, takeRateLimit } from './caller';
import { acceptUrlEncodedForms, FORM_BODY_LIMIT, readShortenForm, SHORTEN_FORM_LIMITS } from './form';
import { deploymentOrigin, playgroundPath } from './playground-url';
import { findShortLink, shortenUrl } from './service';

/**
 * Our own URL shortener (spec 3 section 7, YOURLS' request and answer shape) and its short links.
 * Both routes sit outside /v2 under /s/, where the web app's deployment settings point
 * (`urlShortenerBase`); being registered routes, the single-page app's fallback never takes them.
 */
export const shortLinkRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(shortenRoute, deps);
  const { config, db } = deps;
  createRouter(app)(routes.shortLinks.open, async ({ params, reply }) => {
    const path = await findShortLink(db, params.keyword);
    // Stored paths always start with /playground (playground-url.ts): never a redirect elsewhere.
    if (path !== undefined) return reply.redirect(`${config.publicUrl ?? ''}${path}`, 302);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><title>Short link not found</title><p>${SHORT_LINK_NOT_FOUND}</p>`);
  });
};

/** Its own scope: the form parsers and the YOURLS-shaped error answers apply to this route only. */
const shortenRoute: FastifyPluginAsync<AppDeps> = async (app, { config, db, guards }) => {
  await app.register(multipart, SHORTEN_FORM_LIMITS);
  acceptUrlEncodedForms(app);
  app.setErrorHandler(shortenErrorHandler);
  const title = `${config.deploymentName} Playground`;

  createRouter(app)(
    routes.shortLinks.shorten,
    async ({ request, reply }) => {
      const form = await readShortenForm(request);
      const caller = await identifyCaller(
        app,
        guards,
        request,
        reply,
        form.signature,
        config.sharing.shortenerSignature,
      );
      await takeRateLimit(app, request, caller);
      const fields = parseFields(form);
      const origin = deploymentOrigin(config.publicUrl, request.protocol, request.host);
      const url = playgroundPath(fields.url, origin);
      const { link, existed } = await shortenUrl(db, { url, keyword: fields.keyword, userId: caller.userId });
      return shortenAnswer(link, origin, title, existed);
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );
};

/** The fields by the contract; a 400 naming each bad field, in YOURLS' shape. */
function parseFields(form: Record<string, string>): ShortenFields {
  const result = ShortenFields.safeParse(form);
  if (result.success) return result.data;
  throw new ShortLinkError(400, 'error', `Invalid field(s): ${describeZodError(result.error)}`);
}
