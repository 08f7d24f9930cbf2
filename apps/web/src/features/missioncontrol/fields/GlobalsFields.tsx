import { Button } from '@blueprintjs/core';
import {
  globalsFromList,
  globalsToList,
  type MissionGlobal,
  parseNameField,
  type StoredLibrary,
} from '@sa/domain';
import { useEffect, useState } from 'react';
import styles from '../missioncontrol.module.css';
import { TextField } from './inputs';
import { useGlobalValues } from './useGlobalValues';

type Row = Pick<MissionGlobal, 'identifier' | 'expression'>;

const sameGlobals = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A library's globals: identifier (spaces removed), Source expression and what it evaluates to.
 * The rows are kept here as typed, so a name cleared to be retyped keeps its row; the library gets
 * only the complete ones (globalsFromList).
 */
export function GlobalsFields({
  library,
  onChange,
}: {
  library: StoredLibrary;
  onChange(globals: Record<string, string>): void;
}) {
  const [rows, setRows] = useState<Row[]>(() => globalsToList(library.globals));
  const values = useGlobalValues(library);
  // Another question, a reset or an import: the rows follow the library when it changed elsewhere.
  useEffect(() => {
    setRows((current) =>
      sameGlobals(globalsFromList(current), library.globals) ? current : globalsToList(library.globals),
    );
  }, [library.globals]);

  const update = (next: Row[]) => {
    setRows(next);
    onChange(globalsFromList(next));
  };

  return (
    <>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a global is edited in place; its name changes as typed
        <div key={index} className={styles.row}>
          <TextField
            label={`Global ${index + 1} identifier`}
            value={row.identifier}
            onChange={(text) =>
              update(rows.map((r, i) => (i === index ? { ...r, identifier: parseNameField(text) } : r)))
            }
          />
          <TextField
            label={`Global ${index + 1} value`}
            value={row.expression}
            onChange={(expression) => update(rows.map((r, i) => (i === index ? { ...r, expression } : r)))}
          />
          <output aria-label={`Global ${index + 1} evaluates to`}>
            {row.identifier === '' ? '' : (values[row.identifier] ?? 'Evaluating...')}
          </output>
          <Button
            text={`Remove global ${index + 1}`}
            onClick={() => update(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        icon="add"
        text="Add global"
        onClick={() => update([...rows, { identifier: `global${rows.length + 1}`, expression: 'undefined' }])}
      />
    </>
  );
}
