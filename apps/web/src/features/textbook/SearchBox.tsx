import { InputGroup, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { type SearchHit, searchTextbook } from '@sa/domain';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchData } from './source';
import styles from './textbook.module.css';

/**
 * 'Search the book': a combobox over searchData.json, which loads on first focus or keystroke.
 * Arrow keys move through the results, Enter opens one, Escape closes the list.
 */
export function SearchBox() {
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const data = useSearchData(used);
  const navigate = useNavigate();
  const listId = useId();
  const hits = useMemo(() => (data.data ? searchTextbook(data.data, query) : []), [data.data, query]);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setQuery('');
    navigate(`/sicpjs/${hit.section}${hit.anchor ? `#${hit.anchor}` : ''}`);
  };
  const showList = open && query.trim() !== '';
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <Popover
      isOpen={showList}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      onInteraction={(next) => !next && setOpen(false)}
      content={
        <div className={styles.searchResults}>
          {data.isLoading ? (
            <Spinner size={20} aria-label="Loading the search index" />
          ) : data.isError ? (
            <p style={{ padding: '0.5rem' }}>The search index could not be loaded.</p>
          ) : hits.length === 0 ? (
            <p style={{ padding: '0.5rem' }}>No matches.</p>
          ) : (
            <Menu role="listbox" id={listId} aria-label="Search results">
              {hits.map((hit, i) => (
                <MenuItem
                  key={`${hit.kind}:${hit.placeId}:${hit.text}`}
                  id={optionId(i)}
                  roleStructure="listoption"
                  selected={i === active}
                  active={i === active}
                  onClick={() => choose(hit)}
                  text={
                    <>
                      <b>{hit.section}</b> {hit.kind === 'index' ? <i>{hit.text}</i> : null}
                      <span className={styles.searchLine}>
                        {hit.kind === 'text' ? hit.text : hit.placeId}
                      </span>
                    </>
                  }
                />
              ))}
            </Menu>
          )}
        </div>
      }
    >
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder="Search the book"
        aria-label="Search the book"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits.length > 0 ? optionId(active) : undefined}
        value={query}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true);
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(hits.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter') {
            const hit = hits[active];
            if (showList && hit) {
              event.preventDefault();
              choose(hit);
            }
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
    </Popover>
  );
}
