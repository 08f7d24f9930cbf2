import type { FastifyMultipartOptions } from '@fastify/multipart';
import { MAX_ASSESSMENT_XML_BYTES } from '@sa/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';

/**
 * The multipart fields the XML file may come in: `assessment` (ours, and the reference server's
 * documented name) and `assessment[file]`, which the reference web client sends (the reference
 * server reads the nested `assessment` map's `file`).
 */
export const FILE_FIELDS: readonly string[] = ['assessment', 'assessment[file]'];
export const NOT_MULTIPART =
  'Expected a multipart form with the assessment XML file in the field "assessment"';
export const MISSING_FILE =
  'Missing the assessment XML file (multipart field "assessment" or "assessment[file]")';
export const MULTIPLE_FILES = 'Uploading multiple files at once is not currently supported!';
export const FILE_TOO_LARGE = `The assessment file is larger than the limit of ${MAX_ASSESSMENT_XML_BYTES / (1024 * 1024)} MB`;
const TOO_MANY_FIELDS = 'Too many form fields: send only assessment, forceUpdate and assessmentConfigId';

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
