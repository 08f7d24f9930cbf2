export * from './checkpoint-types';
export * from './engine-types';
export * from './parser';
export * from './save-types';
