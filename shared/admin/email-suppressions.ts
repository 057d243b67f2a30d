import { z } from 'zod';

/*
 * The addresses e-mail is never sent to again: each bounced permanently or complained. The sender reads the list
 * before every send, SES's feedback adds to it, and staff see it and may lift an entry.
 */
export const suppressionReasons = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

export const emailSuppressionSchema = z.object({
  email: z.string(),
  reason: z.enum(suppressionReasons),
  /** When SES reported it (ISO 8601). */
  at: z.string(),
  /** SES's words: the bounce's diagnostic or the complaint's feedback type. */
  detail: z.string().optional(),
});
export type EmailSuppressionDto = z.infer<typeof emailSuppressionSchema>;
export const emailSuppressionsResponseSchema = z.object({ suppressions: z.array(emailSuppressionSchema) });
export type EmailSuppressionsResponse = z.infer<typeof emailSuppressionsResponseSchema>;
