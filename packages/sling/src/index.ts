export * from './client';
export * from './client-id';
export * from './codec';
export * from './device-link';
export * from './emitter';
export * from './inbox';
