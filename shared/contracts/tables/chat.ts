import type { TableDefinition } from './types';

/**
 * Support chat conversations, kept 90 days for staff to read. Items per conversation: a header
 * (`sk = CONVERSATION`: sessionId, userEmail, startedAt, updatedAt, messageCount) and one item per message
 * (`sk = MESSAGE#{iso}#{n}`: role, text, createdAt). Staff list a visitor's conversations by e-mail through
 * `byEmail` (only headers carry `userEmail`).
 */
export const chatTables: readonly TableDefinition[] = [
  {
    name: 'chat_conversations',
    partitionKey: { name: 'conversationId', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalIndexes: [
      { name: 'byEmail', partitionKey: { name: 'userEmail', type: 'S' }, sortKey: { name: 'startedAt', type: 'S' } },
    ],
    ttlAttribute: 'expiresAt',
  },
];
