// A runnable SNIPPET node's shape is the textbook's, shared with the domain rules.
export type { SnippetNode } from '@sa/domain';
