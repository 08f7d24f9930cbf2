import { highlight } from '../render/CodeBlock';
import styles from './snippets.module.css';

/** A snippet's code, highlighted like every other program of the book (render/CodeBlock.tsx). */
export function SnippetCode({ code }: { code: string }) {
  return <pre className={`textbook-code ${styles.code}`}>{highlight(code.replace(/\s+$/, ''))}</pre>;
}
