export * from './gestures';
export * from './placement';
export * from './print';
