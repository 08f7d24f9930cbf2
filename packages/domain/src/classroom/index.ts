export * from './course-info';
export * from './mcq';
export * from './mission';
export * from './mission-files';
export * from './mission-save';
export * from './save-rules';
export * from './texts';
