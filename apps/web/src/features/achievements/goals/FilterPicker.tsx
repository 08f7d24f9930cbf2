import { Button, InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import styles from './goals.module.css';

export interface PickerOption {
  value: string;
  label: string;
}

export interface FilterPickerProps {
  /** Names the button ('User: No User Selected') and the filter box ('Filter user'). */
  label: string;
  options: readonly PickerOption[];
  selected: string | null;
  onSelect: (value: string) => void;
  /** Shown on the button while nothing is chosen ('No User Selected'). */
  placeholder: string;
  /** Shown in the list when the filter matches nothing ('No matching user'). */
  noMatch: string;
  matches: (option: PickerOption, query: string) => boolean;
}

/**
 * A button that opens a filterable list (Blueprint core has no Select): type to narrow the list,
 * click an item to choose it. The button shows the choice, or the placeholder.
 */
export function FilterPicker(props: FilterPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = props.options.filter((o) => props.matches(o, query));
  const current = props.options.find((o) => o.value === props.selected);
  const text = current?.label ?? props.placeholder;

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      content={
        <div className={styles.pickerBody}>
          <InputGroup
            aria-label={`Filter ${props.label.toLowerCase()}`}
            autoFocus
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Menu aria-label={props.label} className={styles.pickerMenu}>
            {shown.length === 0 ? <MenuItem disabled text={props.noMatch} /> : null}
            {shown.map((option) => (
              <MenuItem
                key={option.value}
                text={option.label}
                active={option.value === props.selected}
                onClick={() => {
                  props.onSelect(option.value);
                  setOpen(false);
                }}
              />
            ))}
          </Menu>
        </div>
      }
    >
      <Button aria-label={`${props.label}: ${text}`} text={text} endIcon="caret-down" />
    </PopoverNext>
  );
}
