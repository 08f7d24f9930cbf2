export * from './assignment';
export * from './leaderboard';
export * from './schedule';
export * from './scores';
