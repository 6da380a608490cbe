/** The avatar's status in the header of every page, without the account menu it opens (decisions 048, 243). */
export { AvatarStatus, useAvatar } from './components/avatar-status';
