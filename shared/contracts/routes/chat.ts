import type { HttpRoute } from './types';

/** The support chat assistant. */
export const chatRoutes: readonly HttpRoute[] = [
  {
    method: 'POST',
    path: '/api/chat',
    handler: 'lambdas/chat/send-message.ts',
    auth: 'none',
    rateLimit: 'chat',
    // The published articles and projects are part of what the assistant knows.
    tables: { chat_conversations: 'readwrite', rate_limits: 'readwrite', blog_posts: 'read', projects: 'read' },
    capabilities: ['bedrock'],
    timeoutSeconds: 30,
  },
];
