export * from './device-rules';
export * from './device-types';
export * from './monitor';
