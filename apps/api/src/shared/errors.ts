/**
 * Every failure a client can act on has a stable code here. Services throw AppError with a code and a
 * pt-BR message; the one error handler in app.ts turns it into { statusCode, code, message }.
 * A context adds its codes to this table.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // geo
  STATE_NOT_FOUND: 404,
  // newsletter
  CITY_NOT_IN_STATE: 400,
  INVALID_STATE: 400,
  // auth
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  MAGIC_LINK_INVALID: 400,
  MAGIC_LINK_EXPIRED: 400,
  RESET_LINK_INVALID: 400,
  RESET_LINK_EXPIRED: 400,
  REFRESH_TOKEN_INVALID: 401,
  GOOGLE_NOT_CONFIGURED: 404,
  GOOGLE_UNAVAILABLE: 503,
  GOOGLE_SIGNIN_FAILED: 400,
  SESSION_NOT_FOUND: 404,
  CROSS_SITE_REQUEST: 403,
  // users
  USER_NOT_FOUND: 404,
  PHONE_NOT_SET: 400,
  DECLARATIONS_REQUIRED: 403,
  // buyers
  BUYER_NOT_FOUND: 404,
  NOT_A_BUYER: 404,
  USERNAME_TAKEN: 409,
  TAX_ID_ALREADY_IN_USE: 409,
  BUYER_ALREADY_BLOCKED: 409,
  BUYER_NOT_BLOCKED: 409,
  // credits and referrals
  CREDIT_AMOUNT_OUT_OF_RANGE: 400,
  CREDIT_EXPIRY_IN_THE_PAST: 400,
  CREDIT_NOT_FOUND: 404,
  CREDIT_GRANT_REQUEST_NOT_FOUND: 404,
  CREDIT_GRANT_REQUEST_ALREADY_DECIDED: 409,
  REFERRAL_NOT_FOUND: 404,
  REFERRAL_LINK_NOT_FOUND: 404,
  REFERRAL_STATUS_CONFLICT: 409,
  // refunds
  REFUND_NOT_FOUND: 404,
  REFUND_STATUS_CONFLICT: 409,
  REFUND_ALREADY_OPEN: 409,
  REFUND_LOT_NOT_PAID: 409,
  REFUND_NOTHING_TO_REFUND: 409,
  REFUND_PAYOUT_NOT_OWN_TAX_ID: 400,
  REFUND_AGREEMENT_OUTDATED: 409,
  REFUND_TOO_MANY_PHOTOS: 409,
  // staff: separation of duties
  SELF_APPROVAL_FORBIDDEN: 403,
  // buyer applications
  BUYER_APPLICATION_NOT_FOUND: 404,
  BUYER_APPLICATION_LOCKED: 409,
  BUYER_APPLICATION_STEP_OUT_OF_ORDER: 409,
  BUYER_APPLICATION_NOT_UNDER_REVIEW: 409,
  DOCUMENT_TYPE_NOT_ALLOWED: 400,
  DOCUMENT_NOT_FOUND: 404,
  DOCUMENTS_NOT_APPROVED: 409,
  // files
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_LINK_INVALID: 403,
  FILE_LINK_EXPIRED: 403,
  FILE_INFECTED: 422,
  FILE_ACTIVE_CONTENT: 422,
  FILE_SCANNER_UNAVAILABLE: 503,
  // catalog
  LISTING_NOT_FOUND: 404,
  LOT_NOT_FOUND: 404,
  ILLEGAL_STATUS_TRANSITION: 409,
  // media
  MEDIA_NOT_FOUND: 404,
  // favourites
  FAVORITE_LIST_NOT_FOUND: 404,
  FAVORITE_LIST_FULL: 409,
  // enrolments
  LISTING_NOT_ENROLLABLE: 409,
  ENROLMENT_CLOSED: 409,
  BUYER_NOT_VERIFIED: 403,
  BUYER_BLOCKED: 403,
  BUYER_TYPE_NOT_ACCEPTED: 403,
  SELLER_OWN_LISTING: 403,
  // bidding
  LOT_NOT_OPEN: 409,
  NOT_ENROLLED: 403,
  HIGH_BID_AGREEMENT_REQUIRED: 403,
  OUTDATED_BID: 409,
  AMOUNT_LESS_OR_EQUAL_TO_LAST_BID: 422,
  AMOUNT_BELOW_MINIMUM_INCREMENT: 422,
  ALREADY_HIGHEST_BIDDER: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  AUTOMATIC_BID_TOO_LOW: 422,
  AUTOMATIC_BID_NOT_FOUND: 404,
  BID_AMOUNT_TOO_HIGH: 422,
  BID_CONFIRMATION_REQUIRED: 422,
  // live
  STREAM_LIMIT_REACHED: 503,
  TOO_MANY_STREAMS: 429,
  // lot closing and sellers
  LOT_CLOSING_NOT_FOUND: 404,
  LOT_CLOSING_NOT_PENDING: 409,
  SELLER_DEADLINE_PASSED: 409,
  SELLER_NOT_FOUND: 404,
  // checkout (payment intents)
  PAYMENT_INTENT_NOT_FOUND: 404,
  PAYMENT_INTENT_NOT_PAYABLE: 409,
  PAYMENT_METHOD_NOT_ALLOWED: 409,
  PAYMENT_RECEIPT_NOT_UNDER_REVIEW: 409,
  PAYMENT_OWN_ACCOUNT: 403,
  PAYMENT_CREATION_MODE_NOT_OFF: 409,
  PIX_SIMULATION_UNAVAILABLE: 404,
  PIX_SIGNATURE_INVALID: 401,
  PIX_WEBHOOK_DISABLED: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

/**
 * An AppError without a stack trace, for the refusals that are a hot path's ordinary answer (a bid that
 * arrived after another): nothing ever logs their stack, and capturing it was most of the cost of saying no.
 */
export function refusal(code: ErrorCode, message: string, details?: Record<string, unknown>): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message, details);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}
