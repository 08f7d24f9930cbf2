/**
 * The shared-editing service: create a session (its id answered as text), ask whether one exists;
 * the session itself is a Yjs websocket at the same address.
 */
export const sharedSessionRoutes = {};
