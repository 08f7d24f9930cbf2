export * from './chapters';
export * from './course-routing';
export * from './maintenance';
export * from './roles';
export * from './assessment-types';
export * from './users-csv';
