import { randomInt } from 'node:crypto';
import { shortLinkKeywordTaken } from '@sa/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shortLinks } from '../../db/sharing-schema';
import { ShortLinkError, type StoredLink } from './answers';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62^7, about 3.5 * 10^12 keywords: too many to find links by trying them. */
const GENERATED_LENGTH = 7;
/** A clash of random keywords is already rare; several in a row mean something else is wrong. */
const GENERATE_ATTEMPTS = 5;
/** The advisory lock class of "one long URL being shortened" (the second key is the URL's hash). */
const URL_LOCK = 20_001;

const linkColumns = { keyword: shortLinks.keyword, url: shortLinks.url, insertedAt: shortLinks.insertedAt };

export function generateKeyword(): string {
  let keyword = '';
  for (let i = 0; i < GENERATED_LENGTH; i++) keyword += ALPHABET[randomInt(ALPHABET.length)];
  return keyword;
}

export interface ShortenResult {
  link: StoredLink;
  /** The URL already had a link, which is answered instead of making another. */
  existed: boolean;
}

/**
 * Shortens a stored-form URL (`/playground#...`). With a keyword: that keyword, or a 409 when
 * it is taken (the primary key decides, so two racing requests cannot both have it). Without:
 * the URL's existing link, else a new random keyword; the URL's lock makes racing requests for
 * one URL wait for each other, so it never gets two generated links.
 */
export async function shortenUrl(
  db: Database,
  input: { url: string; keyword: string | undefined; userId: number | null },
): Promise<ShortenResult> {
  const { url, keyword, userId } = input;
  if (keyword !== undefined) {
    const [link] = await db
      .insert(shortLinks)
      .values({ keyword, url, userId })
      .onConflictDoNothing()
      .returning(linkColumns);
    if (!link) throw new ShortLinkError(409, 'error:keyword', shortLinkKeywordTaken(keyword));
    return { link, existed: false };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${URL_LOCK}, hashtext(${url}))`);
    const [existing] = await tx
      .select(linkColumns)
      .from(shortLinks)
      .where(eq(shortLinks.url, url))
      .orderBy(asc(shortLinks.insertedAt), asc(shortLinks.keyword))
      .limit(1);
    if (existing) return { link: existing, existed: true };
    for (let attempt = 0; attempt < GENERATE_ATTEMPTS; attempt++) {
      const [link] = await tx
        .insert(shortLinks)
        .values({ keyword: generateKeyword(), url, userId })
        .onConflictDoNothing()
        .returning(linkColumns);
      if (link) return { link, existed: false };
    }
    throw new Error(`No free keyword after ${GENERATE_ATTEMPTS} attempts`);
  });
}

/** The stored path of a keyword, or undefined. */
export async function findShortLink(db: Database, keyword: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: shortLinks.url })
    .from(shortLinks)
    .where(eq(shortLinks.keyword, keyword));
  return row?.url;
}
