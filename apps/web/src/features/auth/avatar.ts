/** The avatar's status in the header of every page, without the account menu it opens (decisions 048, 243). */
export { AvatarStatus, useAccountMenuName } from './components/avatar-status';
