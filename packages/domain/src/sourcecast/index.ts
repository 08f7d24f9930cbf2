export * from './ace-delta';
export * from './line-document';
export * from './playback-types';
export * from './player-state';
export * from './recorder-state';
export * from './replay';
export * from './sourcecast-rules';
export * from './wav';
