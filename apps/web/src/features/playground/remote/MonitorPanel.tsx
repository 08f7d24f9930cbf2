import { HTMLTable } from '@blueprintjs/core';
import { sensorValueText } from '@sa/domain';
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
      {motors.length > 0 ? (
        <HTMLTable compact aria-label="Motors">
          <caption>Motors</caption>
          <thead>
            <tr>
              <th scope="col">Port</th>
              <th scope="col">Type</th>
              <th scope="col">Speed</th>
              <th scope="col">Position</th>
            </tr>
          </thead>
          <tbody>
            {motors.map((motor) => (
              <tr key={motor.port}>
                <th scope="row">{motor.port}</th>
                <td>{motor.type}</td>
                <td>{motor.speed}</td>
                <td>{motor.position}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {sensors.length > 0 ? (
        <HTMLTable compact aria-label="Sensors">
          <caption>Sensors</caption>
          <thead>
            <tr>
              <th scope="col">Port</th>
              <th scope="col">Type</th>
              <th scope="col">Mode</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {sensors.map((sensor) => (
              <tr key={sensor.port}>
                <th scope="row">{sensor.port}</th>
                <td>{sensor.type}</td>
                <td>{sensor.mode}</td>
                <td>{sensorValueText(sensor.mode, sensor.value)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </section>
  );
}
