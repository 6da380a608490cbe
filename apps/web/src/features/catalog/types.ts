import type {
  ListingFigures,
  ListingSegment,
  ListingStatus,
  ListingType,
  LotResult,
  MacroCategoryCode,
} from '@circula/domain';

/** What a visitor sees of an Event or lot: taking bids now, announced, ended, or (direct sale) sold out. */
export type DisplayStatus = 'aberto' | 'em-breve' | 'encerrado' | 'esgotado';

export interface ListingSummary {
  id: string;
  slug: string;
  title: string;
  type: ListingType;
  segment: ListingSegment;
  status: ListingStatus;
}

export interface LotCardData {
  id: string;
  number: number;
  title: string;
  /** 256-wide thumbnail. */
  photo: string | null;
  currentBidCents: number | null;
  startingBidCents: number | null;
  unitPriceCents: number | null;
  bidCount: number;
  scheduledEndAt: string | null;
  city: string;
  state: string;
  macroCategory: MacroCategoryCode;
  displayStatus: DisplayStatus;
  listing: ListingSummary;
}

export interface SearchFacets {
  categories: { slug: string; name: string; count: number }[];
  states: { code: string; count: number }[];
  types: { type: ListingType; label: string; count: number }[];
  segments: { slug: string; name: string; count: number }[];
  statuses: { status: DisplayStatus; label: string; count: number }[];
}

export interface SearchAnswer {
  lots: LotCardData[];
  total: number;
  currentPage: number;
  pageSize: number;
  facets: SearchFacets;
}

export interface ListingCardData extends ListingSummary {
  displayStatus: DisplayStatus;
  biddable: boolean;
  city: string;
  state: string;
  startsAt: string;
  scheduledEndAt: string;
  lotCount: number;
  coverPhoto: string | null;
}

export interface ListingsAnswer {
  listings: ListingCardData[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export interface Photo {
  width: number;
  height: number;
  thumbnailUrl: string;
  sources: { width: number; url: string }[];
  jpegUrl: string;
}

export interface FeeRow {
  fromValueCents: number;
  toValueCents: number;
  feeCents: number;
}

export interface Auctioneer {
  name: string;
  registration: string;
}

export interface EventLot {
  id: string;
  number: number;
  title: string;
  description: string;
  macroCategory: MacroCategoryCode;
  estimatedValueCents: number | null;
  startingBidCents: number | null;
  currentBidCents: number | null;
  unitPriceCents: number | null;
  quantity: number;
  /** Direct sales: units still on sale; 0 reads 'Esgotado'. */
  availableQuantity: number;
  bidCount: number;
  hasReserve: boolean;
  scheduledEndAt: string | null;
  displayStatus: DisplayStatus;
  photo: string | null;
  /** How a closed lot ended (null while it is not closed). */
  result: LotResult | null;
}

export interface ListingPageAnswer {
  listing: ListingCardData & {
    description: string;
    enrolmentDeadlineAt: string | null;
    closingIntervalSeconds: number;
    softCloseWindowSeconds: number;
    softCloseExtensionSeconds: number;
    secondPhase: { startsAt: string | null; endsAt: string | null; percentage: number } | null;
    inspectionConditions: string;
    pickUpConditions: string;
    checkOutType: string;
    acceptBuyersMode: string;
    paymentIntentCreationMode: string;
    paymentDeadlineBusinessDays: number;
    highBidThresholdCents: number;
    fees: { commissionPercentage: number; feeRows: FeeRow[]; buyerFeePercentage: number | null };
    editalUrl: string | null;
    seller: { name: string };
    auctioneer: Auctioneer | null;
    bookingSchedules: { type: string; startsAt: string; endsAt: string; address: string; notes: string }[];
  };
  lots: EventLot[];
  /** The Event's figures at a glance, over all its lots (schema in the domain). */
  figures: ListingFigures;
  total: number;
  currentPage: number;
  pageSize: number;
}

export interface TotalToPay {
  priceCents: number;
  commissionCents: number;
  administrativeFeeCents: number;
  totalCents: number;
}

export interface LotPageAnswer {
  lot: Omit<EventLot, 'photo'> & {
    status: string;
    category: { code: MacroCategoryCode; name: string; slug: string };
    incrementCents: number | null;
    city: string;
    state: string;
    biddable: boolean;
    minimumNextBidCents: number | null;
    photos: Photo[];
    totalToPay: TotalToPay | null;
  };
  listing: ListingSummary & {
    displayStatus: DisplayStatus;
    city: string;
    state: string;
    startsAt: string;
    scheduledEndAt: string;
    auctioneer: Auctioneer | null;
  };
  serverTime: string;
}

export interface SitemapEntries {
  listings: { slug: string; updatedAt: string }[];
  lots: { id: string; updatedAt: string }[];
}
