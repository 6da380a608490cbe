/**
 * The auth context's service for back-office roles, the one other contexts call (decision 242): which roles a
 * user holds and at which level, and granting one. The queries stay in auth-repository.
 */
export { findUserRole, listUserRoles, upsertUserRole } from './auth-repository.js';
