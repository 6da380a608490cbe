/** The countdown to a lot's end, shown by events, live lots, purchases and the account (decision 243). */
export { Countdown } from './components/countdown';
export * from './lib/countdown';
