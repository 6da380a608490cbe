/** Saves the cookie notice's choice to the account; the notice is on every page (decisions 048, 243). */
export { saveCookieChoice } from './api/cookie-choice';
