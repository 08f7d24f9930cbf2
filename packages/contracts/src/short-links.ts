import { z } from 'zod';

/**
 * Short links of the playground: the request and answer of the spec's YOURLS-style shortener
 * (spec 3 section 7), which our own server implements at `POST /s/yourls-api.php`.
 */

/** A custom keyword: letters, digits, '-' and '_', so it reads well in `/s/{keyword}`. */
export const SHORT_LINK_KEYWORD_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
export const SHORT_LINK_KEYWORD_MAX = 50;
/** Words a keyword may not be: they name the service itself. */
export const RESERVED_SHORT_LINK_KEYWORDS: readonly string[] = [
  'yourls-api',
  'yourls-api.php',
  'api',
  'admin',
];
/** The longest long link taken (characters): a program of a few thousand lines, compressed. */
export const SHORT_LINK_URL_MAX = 64 * 1024;

/** The spec's error text of the Share popover (spec 3 section 8). */
export const SHORT_LINK_FAILED = 'Something went wrong trying to create the link.';
export const SHORT_LINK_NOT_FOUND = 'This short link does not exist.';
export const SHORT_LINK_NEEDS_SIGN_IN = 'Sign in or send the deployment signature to create short links.';
export const SHORT_LINK_RATE_LIMITED = 'Too many short links made in a short time. Please try again later.';
export const SHORT_LINK_URL_TOO_LONG = `The URL is too long: at most ${SHORT_LINK_URL_MAX} characters.`;
export const SHORT_LINK_NOT_PLAYGROUND =
  "Only links to this deployment's playground with a program can be shortened.";
export const SHORT_LINK_NO_FILES = 'The form takes text fields only, no files.';
export const SHORT_LINK_NOT_A_FORM =
  'Send the fields as multipart/form-data or application/x-www-form-urlencoded.';
export const shortLinkKeywordTaken = (keyword: string) =>
  `Short URL ${keyword} already exists in database or is reserved`;
export const shortLinkUrlExists = (url: string) => `${url} already exists in database`;
export const shortLinkAdded = (url: string) => `${url} added to database`;

/** The form's text fields, as the reference client sends them (an empty keyword is none). */
export const ShortenFields = z.object({
  signature: z.string().optional(),
  action: z.literal('shorturl', { error: "must be 'shorturl'" }),
  format: z.literal('json', { error: "must be 'json'" }),
  keyword: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(SHORT_LINK_KEYWORD_PATTERN, `must be 1 to ${SHORT_LINK_KEYWORD_MAX} letters, digits, '-' or '_'`)
      .refine((keyword) => !RESERVED_SHORT_LINK_KEYWORDS.includes(keyword.toLowerCase()), {
        error: 'is reserved',
      })
      .optional(),
  ),
  url: z.string({ error: 'is required' }).min(1, 'is required'),
});
export type ShortenFields = z.infer<typeof ShortenFields>;

/**
 * A link made now (`status: 'success'`), or the link this URL already had (`status: 'fail'`,
 * `code: 'error:url'`, as YOURLS answers a URL it knows): either way `shorturl` is the link.
 */
export const ShortenAnswer = z.object({
  status: z.enum(['success', 'fail']),
  code: z.string(),
  url: z.object({ keyword: z.string(), url: z.string(), title: z.string(), date: z.string() }),
  message: z.string(),
  title: z.string(),
  shorturl: z.string(),
  statusCode: z.number(),
});
export type ShortenAnswer = z.infer<typeof ShortenAnswer>;

/** Any refusal: `message` says what was wrong; `code` is YOURLS' kind of error. */
export const ShortenFailure = z.object({
  status: z.literal('fail'),
  code: z.string(),
  message: z.string(),
  statusCode: z.number(),
});
export type ShortenFailure = z.infer<typeof ShortenFailure>;

export const ShortLinkParams = z.object({ keyword: z.string() });
