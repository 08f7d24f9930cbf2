export * from './chapters';
export * from './course-routing';
export * from './maintenance';
export * from './roles';
