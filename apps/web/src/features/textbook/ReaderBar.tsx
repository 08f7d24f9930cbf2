import { Button, Drawer, DrawerSize, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, MenuIcon } from '@blueprintjs/icons';
import { sectionNeighbours } from '@sa/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentsTree } from './ContentsTree';
import { errorKind, TextbookErrorPage } from './ErrorPage';
import { SearchBox } from './SearchBox';
import { useNavigation, useToc } from './source';
import styles from './textbook.module.css';

/** Previous and Next, each only where toc-navigation.json names a neighbour. */
export function PrevNext({ section, className }: { section: string; className?: string }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { prev, next } = sectionNeighbours(navigation.data, section);
  return (
    <div className={className}>
      {prev !== undefined && (
        <Button icon={<ChevronLeftIcon />} text="Previous" onClick={() => navigate(`/sicpjs/${prev}`)} />
      )}
      {next !== undefined && (
        <Button endIcon={<ChevronRightIcon />} text="Next" onClick={() => navigate(`/sicpjs/${next}`)} />
      )}
    </div>
  );
}

function ContentsDrawer({
  section,
  isOpen,
  onClose,
}: {
  section: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const toc = useToc();
  const navigate = useNavigate();
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size={DrawerSize.SMALL}
      title="Table of Contents"
    >
      <div style={{ overflowY: 'auto', padding: '0.5rem' }}>
        {toc.data ? (
          <ContentsTree
            toc={toc.data}
            current={section}
            onChoose={(chosen) => {
              onClose();
              navigate(`/sicpjs/${chosen}`);
            }}
          />
        ) : toc.isError ? (
          <TextbookErrorPage kind={errorKind(toc.error)} />
        ) : (
          <Spinner />
        )}
      </div>
    </Drawer>
  );
}

/** The bar above a section: contents, search, and the way to the neighbouring sections. */
export function ReaderBar({ section }: { section: string }) {
  const [contentsOpen, setContentsOpen] = useState(false);
  return (
    <div className={styles.bar}>
      <Button
        icon={<MenuIcon />}
        text="Table of Contents"
        variant="minimal"
        onClick={() => setContentsOpen(true)}
      />
      <SearchBox />
      <span className={styles.barSpacer} />
      <PrevNext section={section} />
      <ContentsDrawer section={section} isOpen={contentsOpen} onClose={() => setContentsOpen(false)} />
    </div>
  );
}
