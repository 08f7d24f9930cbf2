export * from './assessment-types';
export * from './assessments';
export * from './chapters';
export * from './contest';
export * from './course-routing';
export * from './maintenance';
export * from './roles';
export * from './users-csv';
