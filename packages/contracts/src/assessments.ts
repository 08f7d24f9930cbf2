/**
 * The assessment contracts, in parts: the listings' overview, one assessment's payload, saving
 * answers, contest voting inside a voting question, Ground Control's writes and notifications.
 * Import them from here (or from `@sa/contracts`).
 */
export * from './answers';
export * from './assessment-overview';
export * from './assessment-payload';
export * from './contest-voting';
export * from './groundcontrol';
export * from './notifications';
