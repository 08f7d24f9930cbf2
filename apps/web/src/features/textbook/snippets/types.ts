/**
 * A SNIPPET node of a textbook section, as the textbook JSON gives it. Declared here until the
 * domain package's textbook node types reach this branch; the shapes must stay the same.
 */
export interface SnippetNode {
  tag: 'SNIPPET';
  latex: boolean;
  eval: boolean;
  /** 1-based within its section; runnable snippets always have one. */
  id?: string;
  /** The code shown (it ends with a trailing space). */
  body: string;
  /** What the book says the code produces, shown in italics below it. */
  output?: string;
  /** How many first lines of the program are prepended code (required snippets, an import line). */
  prependLength?: number;
  /** A playground link's hash: `chap=..[&variant=..]&prgrm=<lz-string text>`. */
  program?: string;
}
