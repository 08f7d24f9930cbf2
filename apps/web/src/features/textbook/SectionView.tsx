import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { errorKind, TextbookErrorBoundary, TextbookErrorPage } from './ErrorPage';
import { PrevNext } from './ReaderBar';
import { Nodes } from './render/Nodes';
import { SnippetProvider } from './snippets/active';
import { useSection } from './source';
import styles from './textbook.module.css';

/** Smooth-scrolls to the element `hash` names, if it is on the page. */
export function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  return target !== null;
}

/** One section of the book: loaded, drawn node by node, with Previous/Next again at the bottom. */
export function SectionView({ section }: { section: string }) {
  const query = useSection(section);
  const { hash } = useLocation();
  const loaded = query.data !== undefined;

  // After the content is in the page, and whenever the anchor changes (an internal link).
  useEffect(() => {
    if (loaded) scrollToHash(hash);
  }, [loaded, hash]);

  if (query.isError) return <TextbookErrorPage kind={errorKind(query.error)} />;
  if (!query.data) return <NonIdealState icon={<Spinner />} title="Loading..." />;
  return (
    <article className={styles.page}>
      {/* One snippet open at a time on the page; a new section closes it. */}
      <SnippetProvider section={section}>
        <TextbookErrorBoundary>
          <Nodes nodes={query.data} />
        </TextbookErrorBoundary>
      </SnippetProvider>
      <PrevNext section={section} className={styles.nav} />
    </article>
  );
}
