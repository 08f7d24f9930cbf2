export * from './nodes';
export * from './search';
export * from './sections';
