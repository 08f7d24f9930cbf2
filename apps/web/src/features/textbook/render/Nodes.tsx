import type { FigureNode, QuoteNode, SnippetNode, TextbookNode } from '@sa/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Snippet } from '../snippets/Snippet';
import { TextbookError, useTextbookUrl } from '../source';
import styles from '../textbook.module.css';
import { CodeBlock } from './CodeBlock';
import { Exercise } from './Exercise';
import { Latex } from './Latex';

/** A JSON id ("#p3") as an element id ("p3"); snippets number theirs (1, 2, ...). */
export function elementId(id: string | number | undefined): string | undefined {
  if (typeof id === 'number') return String(id);
  return id === undefined ? undefined : id.replace(/^#/, '');
}

/** In-app links for the book's own addresses, a new tab for everything else. */
export function BookLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** Renders a list of nodes; adjacent text nodes become one string, as the book's generator split them. */
export function Nodes({ nodes }: { nodes: readonly TextbookNode[] | undefined }) {
  const out: ReactNode[] = [];
  let text: string | null = null;
  const flush = () => {
    if (text !== null) out.push(text);
    text = null;
  };
  (nodes ?? []).forEach((node, index) => {
    if (node.tag === '#text') {
      text = (text ?? '') + node.body;
      return;
    }
    flush();
    // Sections are static: a node's place is its identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    out.push(<Node key={index} node={node} />);
  });
  flush();
  return <>{out}</>;
}

function Quote({ node }: { node: QuoteNode }) {
  const hasSource = node.author !== undefined || node.title !== undefined || node.date !== undefined;
  return (
    <blockquote id={elementId(node.id)} className={styles.quote}>
      <Nodes nodes={node.child} />
      {hasSource && (
        <footer className={styles.quoteSource}>
          –{node.author}
          {node.title !== undefined && <em>{node.title}</em>}
          {node.date}
        </footer>
      )}
    </blockquote>
  );
}

function Figure({ node }: { node: FigureNode }) {
  const base = useTextbookUrl();
  const caption = node.captionName ?? '';
  return (
    <figure id={elementId(node.id)} className={styles.figure}>
      {node.src !== undefined && (
        <img
          src={`${base}${node.src.replace(/^\//, '')}`}
          alt={caption.trim() || 'Figure'}
          style={{ width: node.scale ?? '70%' }}
          loading="lazy"
        />
      )}
      {node.snippet && <Node node={node.snippet} />}
      {node.table && <Node node={node.table} />}
      {(caption || node.captionBody) && (
        <figcaption>
          {node.captionHref ? <BookLink href={node.captionHref}>{caption}</BookLink> : caption}
          <Nodes nodes={node.captionBody} />
        </figcaption>
      )}
    </figure>
  );
}

function SnippetBlock({ node }: { node: SnippetNode }) {
  if (node.latex) {
    return (
      <div id={elementId(node.id)} className={styles.math}>
        <Latex body={node.body} />
      </div>
    );
  }
  // The runnable card (and its output) belongs to snippets/; shown-only programs are drawn here.
  if (node.eval) return <Snippet node={node} />;
  return (
    <div className={styles.snippet}>
      <CodeBlock code={node.body} id={elementId(node.id)} />
      {node.output && (
        <pre className={styles.output}>
          <i>{node.output}</i>
        </pre>
      )}
    </div>
  );
}

function Paragraph({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={styles.paragraph}>
      {children}
      {id && (
        <Link to={{ hash: id }} className={styles.anchor} aria-label="Link to this paragraph">
          #
        </Link>
      )}
    </p>
  );
}

/** One node of a section (reference section B); an unknown tag is the section's parsing error. */
export function Node({ node }: { node: TextbookNode }): ReactNode {
  switch (node.tag) {
    case undefined:
      return <Nodes nodes={node.child} />;
    case '#text':
      return node.body;
    case 'TEXT':
      return (
        <Paragraph id={elementId(node.id)}>
          <Nodes nodes={node.child} />
        </Paragraph>
      );
    case 'B':
      return (
        <b>
          <Nodes nodes={node.child} />
        </b>
      );
    case 'EM':
      return (
        <em>
          <Nodes nodes={node.child} />
        </em>
      );
    case 'TT':
      return (
        <code>
          <Nodes nodes={node.child} />
        </code>
      );
    case 'BR':
      return <br />;
    case 'JAVASCRIPTINLINE':
      return <code className={styles.inlineCode}>{node.body}</code>;
    case 'META':
      return <i>{node.body}</i>;
    case 'LATEX':
      return <Latex body={node.body} />;
    case 'LINK':
      return <BookLink href={node.href}>{node.body}</BookLink>;
    case 'REF':
      return <BookLink href={node.href}>{node.body}</BookLink>;
    case 'FOOTNOTE_REF':
      return (
        <sup id={elementId(node.id)}>
          <BookLink href={node.href}>{node.body}</BookLink>
        </sup>
      );
    case 'DISPLAYFOOTNOTE':
      return (
        <>
          {node.count === 1 && <hr />}
          <div id={elementId(node.id)} className={styles.footnote}>
            {node.href ? <BookLink href={node.href}>{node.count}</BookLink> : node.count}{' '}
            <Nodes nodes={node.child} />
          </div>
        </>
      );
    case 'SUBHEADING':
      return (
        <h2 id={elementId(node.id)}>
          <Nodes nodes={node.child} />
        </h2>
      );
    case 'SUBSUBHEADING':
      return (
        <h4 id={elementId(node.id)}>
          <Nodes nodes={node.child} />
        </h4>
      );
    case 'TITLE':
      return <h1 id={elementId(node.id)}>{node.body}</h1>;
    case 'EPIGRAPH':
    case 'BLOCKQUOTE':
      return <Quote node={node} />;
    case 'EXERCISE':
      return <Exercise node={node} />;
    case 'FIGURE':
      return <Figure node={node} />;
    case 'TABLE':
      return (
        <table id={elementId(node.id)} className={styles.table}>
          <tbody>
            <Nodes nodes={node.child} />
          </tbody>
        </table>
      );
    case 'TR':
      return (
        <tr>
          <Nodes nodes={node.child} />
        </tr>
      );
    case 'TD':
      return (
        <td>
          <Nodes nodes={node.child} />
        </td>
      );
    case 'OL':
      return (
        <ol>
          <Nodes nodes={node.child} />
        </ol>
      );
    case 'UL':
      return (
        <ul>
          <Nodes nodes={node.child} />
        </ul>
      );
    case 'LI':
      return (
        <li>
          <Nodes nodes={node.child} />
        </li>
      );
    case 'REFERENCE':
      return (
        <div className={styles.reference}>
          <Nodes nodes={node.child} />
        </div>
      );
    case 'SNIPPET':
      return <SnippetBlock node={node} />;
    default:
      throw new TextbookError('parse', `unknown tag ${String((node as { tag: unknown }).tag)}`);
  }
}
