import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  SHORT_LINK_NO_FILES,
  SHORT_LINK_NOT_A_FORM,
  SHORT_LINK_URL_MAX,
  SHORT_LINK_URL_TOO_LONG,
} from '@sa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShortLinkError } from './answers';

/** Room for the longest URL taken, its field name and the other four short fields. */
export const FORM_BODY_LIMIT = SHORT_LINK_URL_MAX + 4096;

/**
 * The form's limits: five text fields and no file, each field at most one byte over the longest
 * URL taken (so an over-long URL is seen as truncated, and refused with its own message).
 */
export const SHORTEN_FORM_LIMITS: FastifyMultipartOptions = {
  limits: {
    files: 0,
    fields: 8,
    fieldSize: SHORT_LINK_URL_MAX + 1,
    parts: 8,
    headerPairs: 20,
  },
};

/** `application/x-www-form-urlencoded`, which Fastify does not read by itself: parsed as text here. */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

const tooLong = () => new ShortLinkError(413, 'error:url', SHORT_LINK_URL_TOO_LONG);

/** The form's text fields, multipart (what the reference client sends) or URL-encoded. */
export async function readShortenForm(request: FastifyRequest): Promise<Record<string, string>> {
  if (request.isMultipart()) return readMultipart(request);
  const { body } = request;
  const encoded = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  // JSON, which the app would parse, is not the service's shape: the reference posts a form.
  if (!encoded || typeof body !== 'object' || body === null) {
    throw new ShortLinkError(415, 'error', SHORT_LINK_NOT_A_FORM);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  if ((fields.url?.length ?? 0) > SHORT_LINK_URL_MAX) throw tooLong();
  return fields;
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') throw new ShortLinkError(400, 'error', SHORT_LINK_NO_FILES);
      if (part.valueTruncated) throw tooLong();
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof ShortLinkError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'FST_FILES_LIMIT') throw new ShortLinkError(400, 'error', SHORT_LINK_NO_FILES);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ShortLinkError(400, 'error', 'The form has too many fields.');
    }
    throw error;
  }
  if ((fields.url?.length ?? 0) > SHORT_LINK_URL_MAX) throw tooLong();
  return fields;
}
