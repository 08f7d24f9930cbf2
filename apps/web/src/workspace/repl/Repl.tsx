import styles from '../workspace.module.css';
import { ReplInput } from './ReplInput';
import { ReplOutput } from './ReplOutput';

export function Repl() {
  return (
    <section className={styles.repl} aria-label="REPL">
      <ReplOutput />
      <ReplInput />
    </section>
  );
}
