export { AccountMenuPanel } from './components/account-menu';
export { AuthProvider, useAuthUi } from './components/auth-provider';
export { AvatarStatus, useAvatar } from './components/avatar-status';
export { FirstAccessBanner } from './components/first-access-banner';
export { useAuth, useCurrentUser } from './hooks/use-auth';
