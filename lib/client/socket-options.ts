import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/**
 * The options every browser socket opens with: the app's path, the session cookie, and WebSocket first — one
 * connection to one node, so several nodes need no sticky sessions; long-polling only where a WebSocket cannot
 * open (README, "Running several nodes").
 */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io',
  withCredentials: true,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};
