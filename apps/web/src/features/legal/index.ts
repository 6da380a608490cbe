export { legalVersions } from './versions';
