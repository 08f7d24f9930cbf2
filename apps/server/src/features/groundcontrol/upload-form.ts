import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  ASSESSMENT_FILE_FIELDS,
  FILE_TOO_LARGE,
  MISSING_FILE,
  MULTIPLE_FILES,
  NOT_MULTIPART,
  TOO_MANY_FIELDS,
} from '@sa/contracts';
import { MAX_ASSESSMENT_XML_BYTES } from '@sa/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';

/** The multipart parts the XML file may come in, as the route declares them. */
const FILE_FIELDS: readonly string[] = ASSESSMENT_FILE_FIELDS;

// The texts live in the contracts with the route; the tests import them from here.
export { FILE_TOO_LARGE, MISSING_FILE, MULTIPLE_FILES, NOT_MULTIPART };

/**
 * The upload form's limits: one file of at most MAX_ASSESSMENT_XML_BYTES and a few short text
 * fields, so a request can never make the server hold more than about that much.
 */
export const UPLOAD_FORM_LIMITS: FastifyMultipartOptions = {
  limits: {
    files: 1,
    fileSize: MAX_ASSESSMENT_XML_BYTES,
    fields: 5,
    fieldSize: 1000,
    parts: 8,
    headerPairs: 50,
  },
};

/** @fastify/multipart's limit errors, by code, as plain-text answers naming what was wrong. */
const LIMIT_ERRORS: Readonly<Record<string, readonly [status: number, message: string]>> = {
  FST_REQ_FILE_TOO_LARGE: [413, FILE_TOO_LARGE],
  FST_FILES_LIMIT: [400, MULTIPLE_FILES],
  FST_FIELDS_LIMIT: [400, TOO_MANY_FIELDS],
  FST_PARTS_LIMIT: [400, TOO_MANY_FIELDS],
};

export interface UploadForm {
  xml: string;
  fields: Record<string, string>;
}

/** Reads the whole form: the file may come before or after the text fields. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // Only one file is taken (limits.files), so the two names never both arrive.
        if (FILE_FIELDS.includes(part.fieldname)) file = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const known = LIMIT_ERRORS[code];
    if (known) throw new HttpError(...known);
    throw error;
  }
  if (!file) throw badRequest(MISSING_FILE);
  return { xml: file.toString('utf8'), fields };
}
