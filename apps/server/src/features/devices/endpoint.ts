import { MQTT_WEBSOCKET_PATH } from '@sa/contracts';
import { deploymentOrigin } from '../short-links/playground-url';

/**
 * The broker's websocket address as the caller reaches this server: PUBLIC_URL when set, else the
 * request's own host and protocol (which trustProxy lets a proxy's X-Forwarded-* headers name).
 */
export function brokerUrl(publicUrl: string | undefined, protocol: string, host: string): string {
  const origin = deploymentOrigin(publicUrl, protocol, host);
  return `${origin.replace(/^http/, 'ws')}${MQTT_WEBSOCKET_PATH}`;
}
