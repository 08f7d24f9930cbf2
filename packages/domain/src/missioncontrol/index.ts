export * from './choices';
export * from './fields';
export * from './file-name';
export * from './globals';
export * from './questions';
