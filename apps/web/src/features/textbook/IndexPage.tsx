import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { ContentsTree } from './ContentsTree';
import { errorKind, TextbookErrorPage } from './ErrorPage';
import { useToc } from './source';
import styles from './textbook.module.css';

/** /sicpjs/index: drawn here, never fetched: our cover, the contents and the licences. */
export function IndexPage() {
  const toc = useToc();
  const navigate = useNavigate();
  return (
    <article className={styles.page}>
      <header className={styles.cover}>
        <h1 className={styles.coverTitle}>Structure and Interpretation of Computer Programs</h1>
        <p className={styles.coverEdition}>JavaScript Edition</p>
        <p>Harold Abelson and Gerald Jay Sussman with Julie Sussman</p>
        <p>adapted to JavaScript by Martin Henz and Tobias Wrigstad</p>
      </header>
      <h2>Contents</h2>
      {toc.data ? (
        <ContentsTree toc={toc.data} onChoose={(section) => navigate(`/sicpjs/${section}`)} />
      ) : toc.isError ? (
        <TextbookErrorPage kind={errorKind(toc.error)} />
      ) : (
        <NonIdealState icon={<Spinner />} title="Loading..." />
      )}
      <section className={styles.licences} aria-label="Licences">
        <h2>Licences</h2>
        <p>
          The text of this adaptation may be shared and adapted under the Creative Commons
          Attribution-ShareAlike 4.0 International licence (CC BY-SA 4.0), as long as the authors are credited
          and adaptations carry the same licence.
        </p>
        <p>The programs in the book are free software under the GNU General Public License, version 3.</p>
        <p>
          The print edition published by The MIT Press is available under the Creative Commons
          Attribution-NonCommercial-ShareAlike 4.0 International licence (CC BY-NC-SA 4.0).
        </p>
      </section>
    </article>
  );
}
