import type { ShortenAnswer, ShortenFailure } from '@sa/contracts';
import { shortLinkAdded, shortLinkUrlExists } from '@sa/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

/**
 * A refusal of the shortener, answered in YOURLS' JSON shape (`status: 'fail'`, `code`,
 * `message`) rather than the API's plain text, because the reference client reads `message`.
 */
export class ShortLinkError extends HttpError {
  constructor(
    statusCode: number,
    /** YOURLS' kind of error: `error:url`, `error:keyword`, `error:auth`, ... */
    readonly code: string,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(statusCode, message, headers);
    this.name = 'ShortLinkError';
  }
}

export interface StoredLink {
  keyword: string;
  /** The path on this deployment: `/playground#...`. */
  url: string;
  insertedAt: Date;
}

/** `2026-11-26 11:30:00`, the date format of YOURLS' answers (UTC). */
function yourlsDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A link made now, or (`existed`) the one this URL already had. */
export function shortenAnswer(
  link: StoredLink,
  origin: string,
  title: string,
  existed: boolean,
): ShortenAnswer {
  const longUrl = `${origin}${link.url}`;
  return {
    status: existed ? 'fail' : 'success',
    code: existed ? 'error:url' : '',
    url: { keyword: link.keyword, url: longUrl, title, date: yourlsDate(link.insertedAt) },
    message: existed ? shortLinkUrlExists(longUrl) : shortLinkAdded(longUrl),
    title,
    shorturl: `${origin}/s/${link.keyword}`,
    statusCode: 200,
  };
}

const FASTIFY_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/**
 * The shortener's error handler (its own scope only): every refusal as YOURLS-shaped JSON with a
 * message; only our own faults are 500, logged without details reaching the caller.
 */
export function shortenErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const failure = (statusCode: number, code: string, message: string): ShortenFailure => ({
    status: 'fail',
    code,
    message,
    statusCode,
  });
  if (error instanceof ShortLinkError) {
    reply.headers(error.headers);
    return reply.code(error.statusCode).send(failure(error.statusCode, error.code, error.message));
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    const code = error.statusCode === 401 ? 'error:auth' : 'error';
    return reply.code(error.statusCode).send(failure(error.statusCode, code, error.message));
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const message = FASTIFY_CODES[fastifyCode] ?? error.message;
    return reply.code(statusCode).send(failure(statusCode, 'error', message));
  }
  request.log.error({ err: error }, 'short link failed');
  return reply.code(500).send(failure(500, 'error', 'Internal server error'));
}
