import { z } from 'zod';
import { backofficeRoles } from './enums.js';

/**
 * GET /backoffice/me: the back-office roles of the signed-in staff member and the level of each
 * (0 read, 1 write, 2 admin). The web draws its navigation from it; the API still checks every call.
 */
export const staffAccessSchema = z.object({
  roles: z.array(z.object({ role: z.enum(backofficeRoles), level: z.number().int().min(0) })),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;
