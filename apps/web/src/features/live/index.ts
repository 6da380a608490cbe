export * from './api/live-api';
export { LiveCountdown } from './components/live-countdown';
export { ReconnectBanner } from './components/reconnect-banner';
export { type ConnectionState, type StreamMessage, useEventStream } from './hooks/use-event-stream';
export { useLiveLot } from './hooks/use-live-lot';
export { useServerClock } from './hooks/use-server-clock';
export * from './lib/bidding-display';
export * from './lib/live-lot-state';
export * from './lib/server-clock';
