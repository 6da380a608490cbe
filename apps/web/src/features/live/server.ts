/**
 * What a server component may use of the live feature: the pure lot state and view rules, without the
 * stream, the clock's hooks or any client component. The lot page renders its live panel's first view with
 * them on the server (decision 256); the panel itself (index.ts) takes over in the browser.
 */
export {
  initialLotState,
  type LiveBid,
  type LiveClosing,
  type LiveLotState,
  type LotStateFields,
} from './lib/live-lot-state';
export { type LotPricing, type LotView, lotViewOf } from './lib/lot-view';
