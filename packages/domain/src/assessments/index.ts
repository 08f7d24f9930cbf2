export * from './answers';
export * from './autograding';
export * from './grading-budget';
export * from './model';
export * from './rules';
export * from './versions';
export * from './xml';
export * from './xp';
