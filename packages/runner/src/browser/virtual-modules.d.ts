// Modules provided by the runner's Vite plugin (vite-plugin.ts), typed for this package only.
declare module 'virtual:sa-runner/source-map' {
  export const SourceMapConsumer: { initialize(options: Record<string, string>): void };
}
declare module 'virtual:sa-runner/mappings.wasm' {
  const url: string;
  export default url;
}
