export * from './checkpoint-types';
export * from './engine';
export * from './engine-types';
export * from './progression';
export * from './save-types';
