export * from './checkpoint-types';
export * from './engine';
export * from './engine-types';
export * from './parser';
export * from './progression';
export * from './save-types';
export * from './simulator';
