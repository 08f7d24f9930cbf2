import { useEffect } from 'react';
import { useWorkspace } from '../../context';
import { useStore } from '../../createStore';
import { StepperView } from './StepperView';

/**
 * The Stepper tab's body, loaded on demand. While it is shown, Run steps the program (see
 * runStepper): the side content mounts only the selected tab, so mounted means shown.
 */
export default function StepperPanel() {
  const { store } = useWorkspace();
  const result = useStore(store, (s) => s.stepper);
  useEffect(() => {
    store.setState({ stepperOpen: true });
    return () => store.setState({ stepperOpen: false });
  }, [store]);
  return <StepperView result={result} />;
}
