export * from './model';
export * from './rules';
