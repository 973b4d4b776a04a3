import { z } from 'zod';

/** Security settings group (spec 01 section 3 and 5): the limits the server enforces. */
export const securitySettingsSchema = z.object({
  password_min_length: z.coerce.number().int().min(6).max(20).default(8),
  require_special_chars: z.boolean().default(false),
  session_timeout: z.coerce.number().int().min(15).max(480).default(60),
  max_login_attempts: z.coerce.number().int().min(3).max(10).default(5),
  two_factor_auth: z.boolean().default(false),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
