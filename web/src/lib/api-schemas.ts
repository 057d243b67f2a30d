/**
 * Every schema the browser parses API answers with, in one lazily loaded module: zod and the schemas load with the
 * first answer, never with a prerendered page's start-up (which fetches nothing).
 */
export * from '../../../shared/content/schemas';
export * from '../../../shared/booking/schemas';
export * from '../../../shared/booking/manage';
export * from '../../../shared/admin/schemas';
export * from '../../../shared/realtime/messages';
export * from '../../../shared/chat/schemas';
export * from '../../../shared/content/studio-schemas';
