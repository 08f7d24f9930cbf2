import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { SideTab } from '../../layout/SideContent';

// A chunk of its own: the playground loads the Stepper's code only when the tab is opened.
const StepperPanel = lazy(() => import('./StepperPanel'));

/** Spec 3 section 2.6: the playground shows it for chapter 2 or lower, default variant (stepperSupport). */
export const STEPPER_TAB: SideTab = {
  id: 'stepper',
  label: 'Stepper',
  body: (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Stepper" />}>
      <StepperPanel />
    </Suspense>
  ),
};
