export * from './checkpoint-types';
export * from './engine-types';
export * from './save-types';
export * from './engine';
export * from './progression';
