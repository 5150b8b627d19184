import { z } from 'zod';

/** The body of every API error: a stable code to branch on, a message for people, the field at fault. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
