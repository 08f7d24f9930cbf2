export * from './playback-types';
export * from './sourcecast-rules';
export * from './wav';
