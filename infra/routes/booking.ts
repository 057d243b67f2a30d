import type { HttpRoute, StreamConsumer } from './types';

export const bookingRoutes: readonly HttpRoute[] = [
  {
    method: 'GET',
    path: '/api/calendar/settings',
    handler: 'lambdas/calendar/get-settings.ts',
    auth: 'none',
    rateLimit: 'read',
    tables: { calendar_settings: 'read' },
  },
];

export const bookingStreamConsumers: readonly StreamConsumer[] = [];
