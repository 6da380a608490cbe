/** The channel every process LISTENs on for live lot events; bidding and lot closing publish on it. */
export const lotEventsChannel = 'circula_lot_events';
