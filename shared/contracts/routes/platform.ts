import type { HttpRoute, WebSocketRoute } from './types';

export const platformRoutes: readonly HttpRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    handler: 'lambdas/platform/get-health.ts',
    auth: 'none',
    rateLimit: 'read',
    tables: { rate_limits: 'read' },
  },
];

export const realtimeRoutes: readonly WebSocketRoute[] = [
  {
    routeKey: '$connect',
    handler: 'lambdas/realtime/connect.ts',
    tables: { ws_connections: 'readwrite' },
    // Refuses a handshake that did not come through CloudFront.
    secrets: ['originVerify'],
  },
  {
    routeKey: '$disconnect',
    handler: 'lambdas/realtime/disconnect.ts',
    tables: { ws_connections: 'write' },
  },
  {
    routeKey: '$default',
    handler: 'lambdas/realtime/default.ts',
  },
];
