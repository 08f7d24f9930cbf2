export * from './assignment';
export * from './leaderboard';
export * from './scores';
