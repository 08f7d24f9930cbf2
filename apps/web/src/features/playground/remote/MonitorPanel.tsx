import { HTMLTable } from '@blueprintjs/core';
import { sensorValueText } from '@sa/domain';
import type { ReactNode } from 'react';
import type { TimedReading } from './monitorReadings';
import styles from './remote.module.css';

/** The connected device's motors and sensors, live (each row is a port's latest reading). */
export function MonitorPanel({ readings }: { readings: readonly TimedReading[] }) {
  const motors = readings.flatMap(({ reading }) => (reading.kind === 'motor' ? [reading] : []));
  const sensors = readings.flatMap(({ reading }) => (reading.kind === 'sensor' ? [reading] : []));
  return (
    <section aria-label="Device monitor" className={styles.monitor}>
      <h3>Monitor</h3>
      {readings.length === 0 ? <p className={styles.muted}>No motors or sensors reported.</p> : null}
      <PortTable
        label="Motors"
        columns={['Type', 'Speed', 'Position']}
        rows={motors.map((m) => ({ port: m.port, cells: [m.type, m.speed, m.position] }))}
      />
      <PortTable
        label="Sensors"
        columns={['Type', 'Mode', 'Value']}
        rows={sensors.map((s) => ({
          port: s.port,
          cells: [s.type, s.mode, sensorValueText(s.mode, s.value)],
        }))}
      />
    </section>
  );
}

interface PortRow {
  port: string;
  cells: readonly ReactNode[];
}

/** One table of readings, a row per port (the port is the row's header); none when it is empty. */
function PortTable({ label, columns, rows }: { label: string; columns: readonly string[]; rows: PortRow[] }) {
  if (rows.length === 0) return null;
  return (
    <HTMLTable compact aria-label={label}>
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Port</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.port}>
            <th scope="row">{row.port}</th>
            {row.cells.map((cell, i) => (
              // The columns are fixed per table: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
