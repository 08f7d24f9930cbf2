import { SHORT_LINK_NOT_PLAYGROUND } from '@sa/contracts';
import { ShortLinkError } from './answers';

/**
 * This deployment's origin: PUBLIC_URL's, else the request's (as GET /v2/deployment answers),
 * normalised as URL does it (`http://host:80` is `http://host`) so it compares with a link's.
 */
export function deploymentOrigin(publicUrl: string | undefined, protocol: string, host: string): string {
  if (publicUrl !== undefined) return publicUrl;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return `${protocol}://${host}`;
  }
}

/** Where the playground's link format keeps the program (apps/web/.../playground/urlState.ts). */
const PROGRAM_PARAMS = ['lz', 'prgrm'];

function carriesProgram(text: string): boolean {
  const params = new URLSearchParams(text.replace(/^[#?]/, ''));
  return PROGRAM_PARAMS.some((name) => (params.get(name) ?? '') !== '');
}

/**
 * The part of a long link that is stored: `/playground` with its query and hash. Only links to
 * this deployment's playground carrying a program are taken, so the shortener cannot be used to
 * disguise links to anywhere else.
 */
export function playgroundPath(longUrl: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(longUrl);
  } catch {
    throw new ShortLinkError(400, 'error:url', `url: not an absolute URL. ${SHORT_LINK_NOT_PLAYGROUND}`);
  }
  const sameOrigin = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  const playground = url.pathname === '/playground' && url.username === '' && url.password === '';
  if (!sameOrigin || !playground || !(carriesProgram(url.hash) || carriesProgram(url.search))) {
    throw new ShortLinkError(400, 'error:url', SHORT_LINK_NOT_PLAYGROUND);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
