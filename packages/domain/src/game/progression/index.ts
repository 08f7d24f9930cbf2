export * from './chapters';
export * from './defaults';
export * from './read-save';
