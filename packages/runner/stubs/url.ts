// Replaces Node's `url` for source-map's fallback `require("url").URL`; browsers have a global URL.
export const URL = globalThis.URL;
export default { URL };
