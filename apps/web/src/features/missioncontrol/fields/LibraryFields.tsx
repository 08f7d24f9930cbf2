import { Button, FormGroup, H5, HTMLSelect } from '@blueprintjs/core';
import {
  parseIntegerField,
  parseNameField,
  SOURCE_CHAPTERS,
  type StoredLibrary,
  VARIANTS_BY_CHAPTER,
} from '@sa/domain';
import { useId } from 'react';
import styles from '../missioncontrol.module.css';
import { GlobalsFields } from './GlobalsFields';
import { IntegerField, TextField } from './inputs';

/**
 * A library (spec 3 section 3, "Deployment"): chapter, variant, execution time, the external
 * library with its symbols, and the globals. Symbol and identifier names lose their whitespace.
 */
export function LibraryFields({
  title,
  library,
  onChange,
}: {
  title: string;
  library: StoredLibrary;
  onChange(library: StoredLibrary): void;
}) {
  const chapterId = useId();
  const variantId = useId();
  const set = (patch: Partial<StoredLibrary>) => onChange({ ...library, ...patch });
  const symbols = library.external.symbols;
  const setSymbols = (next: string[]) => set({ external: { ...library.external, symbols: next } });

  return (
    <section className={styles.fields} aria-label={title}>
      <H5>{title}</H5>
      <div className={styles.row}>
        <FormGroup label="Chapter" labelFor={chapterId} inline>
          <HTMLSelect
            id={chapterId}
            value={library.chapter}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              const chapter = SOURCE_CHAPTERS.find((c) => String(c) === typed);
              if (chapter === undefined) return;
              const variants = VARIANTS_BY_CHAPTER[chapter];
              set({ chapter, variant: variants.includes(library.variant) ? library.variant : 'default' });
            }}
          >
            {SOURCE_CHAPTERS.map((chapter) => (
              <option key={chapter} value={chapter}>
                Source §{chapter}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Variant" labelFor={variantId} inline>
          <HTMLSelect
            id={variantId}
            value={library.variant}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              const variant = VARIANTS_BY_CHAPTER[library.chapter].find((v) => v === typed);
              if (variant) set({ variant });
            }}
          >
            {VARIANTS_BY_CHAPTER[library.chapter].map((variant) => (
              <option key={variant} value={variant}>
                {variant}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <IntegerField
          label="Execution time (ms)"
          value={library.execTimeMs}
          parse={(text, previous) => Math.max(0, parseIntegerField(text, previous))}
          onChange={(execTimeMs) => set({ execTimeMs })}
        />
      </div>
      <TextField
        label="External library"
        value={library.external.name}
        onChange={(name) => set({ external: { ...library.external, name: parseNameField(name) } })}
      />
      {symbols.map((symbol, index) => (
        // Symbols have no id of their own: the position is what the file keeps.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.row}>
          <TextField
            label={`Symbol ${index + 1}`}
            value={symbol}
            onChange={(text) => setSymbols(symbols.map((s, i) => (i === index ? parseNameField(text) : s)))}
          />
          <Button
            text={`Remove symbol ${index + 1}`}
            onClick={() => setSymbols(symbols.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button icon="add" text="Add symbol" onClick={() => setSymbols([...symbols, ''])} />
      <GlobalsFields library={library} onChange={(globals) => set({ globals })} />
    </section>
  );
}
