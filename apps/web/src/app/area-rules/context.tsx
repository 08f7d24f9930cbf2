import { createContext, useContext } from 'react';
import { AREAS } from '../areas';
import type { Area } from './types';

/** The registry in use; tests provide fake areas through it. */
export const AreasContext = createContext<readonly Area[]>(AREAS);

export function useAreas(): readonly Area[] {
  return useContext(AreasContext);
}
