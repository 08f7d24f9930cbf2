export * from './ace-delta';
export * from './line-document';
export * from './playback-types';
export * from './sourcecast-rules';
export * from './wav';
