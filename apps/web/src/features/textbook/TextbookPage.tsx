import { TEXTBOOK_INDEX } from '@sa/domain';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { TextbookErrorBoundary } from './ErrorPage';
import { IndexPage } from './IndexPage';
import { ReaderBar } from './ReaderBar';
import { SectionView } from './SectionView';

/** /sicpjs/:section: the reader bar and the section (or the locally drawn index). */
export default function TextbookPage() {
  const section = useParams().section ?? TEXTBOOK_INDEX;
  const { hash } = useLocation();

  // A new section starts at its top, unless the address names a place in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of section scrolls up
  useEffect(() => {
    if (!hash) window.scrollTo?.({ top: 0 });
  }, [section]);

  return (
    <>
      <ReaderBar section={section} />
      {/* Keyed by section: a new section starts with a clean boundary and closed exercises. */}
      <TextbookErrorBoundary key={section}>
        {section === TEXTBOOK_INDEX ? <IndexPage /> : <SectionView section={section} />}
      </TextbookErrorBoundary>
    </>
  );
}
