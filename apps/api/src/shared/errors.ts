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
  // catalog
  LISTING_NOT_FOUND: 404,
  LOT_NOT_FOUND: 404,
  ILLEGAL_STATUS_TRANSITION: 409,
  // media
  MEDIA_NOT_FOUND: 404,
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

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}
