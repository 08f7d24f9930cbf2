import { NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { Component, type ReactNode } from 'react';
import { REPORT_PROBLEM_URL } from './constants';
import { TextbookError, type TextbookErrorKind } from './source';

const MESSAGES: Record<TextbookErrorKind, string> = {
  notFound:
    'This page of the textbook does not exist. Check the address, or pick a section from the contents.',
  parse: 'There was an error while loading this page of the textbook: its content could not be read.',
  unexpected: 'Something unexpected happened while showing this page of the textbook.',
};

export function errorKind(error: unknown): TextbookErrorKind {
  return error instanceof TextbookError ? error.kind : 'unexpected';
}

/** Spec 3 section 8: one title, our message per kind, and where to report it. */
export function TextbookErrorPage({ kind }: { kind: TextbookErrorKind }) {
  return (
    <NonIdealState
      icon={<ErrorIcon size={48} />}
      title="Something went wrong :("
      description={
        <>
          <p>{MESSAGES[kind]}</p>
          <p>
            <a href={REPORT_PROBLEM_URL} target="_blank" rel="noopener noreferrer">
              Report this problem
            </a>
          </p>
        </>
      }
    />
  );
}

interface BoundaryState {
  error: unknown;
}

/**
 * Catches what goes wrong while a section renders (an unknown tag the loader missed, a bad field):
 * a parsing error keeps its message, anything else is unexpected. Keyed by section, so a new
 * section starts clean.
 */
export class TextbookErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    if (this.state.error !== null) return <TextbookErrorPage kind={errorKind(this.state.error)} />;
    return this.props.children;
  }
}
