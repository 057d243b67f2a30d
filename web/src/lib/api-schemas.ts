import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { AnswerSchema } from './http';

/**
 * The shared schemas the browser parses API answers with, one group per shared module, each loaded with the first
 * answer that needs it. zod never loads with a prerendered page's start-up (which fetches nothing), and a page's
 * first answers define only their own group's schemas: defining every API schema at once was a long task on a slow
 * phone, right after hydration.
 */
function schemaGroup<Schemas>(load: () => Promise<Schemas>) {
  return <T>(pick: (schemas: Schemas) => StandardSchemaV1<unknown, T>): AnswerSchema<T> =>
    async () => pick(await load());
}

/** The light shapes of the answers pages read as they start (answer-shapes.ts): valibot, not zod. */
export const shapedAnswer = schemaGroup(() => import('./answer-shapes'));
export const contentAnswer = schemaGroup(() => import('../../../shared/content/schemas'));
export const seoAnswer = schemaGroup(() => import('../../../shared/content/seo-schemas'));
export const bookingAnswer = schemaGroup(() => import('../../../shared/booking/schemas'));
export const manageBookingAnswer = schemaGroup(() => import('../../../shared/booking/manage'));
export const chatAnswer = schemaGroup(() => import('../../../shared/chat/schemas'));
export const staffAnswer = schemaGroup(() => import('../../../shared/admin/schemas'));
export const privacyAnswer = schemaGroup(() => import('../../../shared/privacy/schemas'));
export const studioAnswer = schemaGroup(() => import('../../../shared/content/studio-schemas'));
