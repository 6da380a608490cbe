/**
 * The parts of a lot's card that client islands render again when the Event stream changes them (the Event
 * page's live cards): a narrow entry, without the card's photo, links and favourite button.
 */
export { LotCardFacts } from './components/lot-card-facts';
export { StatusBadge } from './components/status-badge';
