import type { ModuleDocs } from '@sa/modules/docs';
import DOMPurify from 'dompurify';
import { ALLOWED_TAGS } from './safeHtml';

/** DOMPurify limited to the docs' markup (the first of safeHtml.ts's two layers). */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'] });
}

/** A docs json with every description through DOMPurify. */
export function purifyDocs(docs: ModuleDocs): ModuleDocs {
  return Object.fromEntries(
    Object.entries(docs).map(([name, doc]) => [
      name,
      doc.kind === 'unknown' ? doc : { ...doc, description: purify(doc.description) },
    ]),
  );
}
