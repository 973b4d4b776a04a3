import { z } from 'zod';
import { roleSummarySchema } from './auth';

/** The roles a superadmin may hand out, for pickers such as the assign-roles dialog. */
export const roleOptionsSchema = z.object({ roles: z.array(roleSummarySchema) });
export type RoleOptions = z.infer<typeof roleOptionsSchema>;
