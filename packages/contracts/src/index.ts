export * from './adminpanel';
export * from './assessments';
export * from './auth';
export * from './common';
export * from './courses';
export * from './deployment';
export * from './user';
