import { describe, expect, it } from 'vitest';
import * as enums from './enums.js';

describe('enums', () => {
  it('keep the spec spelling of the listing segments', () => {
    expect(enums.listingSegments).toHaveLength(12);
    expect(enums.listingSegments).toContain('Desativação de Escritório');
    expect(enums.listingSegments).toContain('Consórcios');
  });

  it('list each value once', () => {
    for (const [name, value] of Object.entries(enums)) {
      if (!Array.isArray(value)) continue;
      expect(new Set(value).size, name).toBe(value.length);
    }
  });

  it('spell code values in UPPER_SNAKE, except the spec lower-case ones', () => {
    const lowerCase = new Set([
      'bankAccountTypes',
      'bankTransferTypes',
      'accountProviders',
      'listingSegments',
    ]);
    for (const [name, value] of Object.entries(enums)) {
      if (!Array.isArray(value) || lowerCase.has(name)) continue;
      for (const item of value) expect(item, name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it('order permission levels', () => {
    expect(enums.permissionLevels).toEqual({ READ: 0, WRITE: 1, ADMIN: 2 });
  });

  it('hold the statuses of the spec state table', () => {
    expect(enums.listingStatuses).toEqual([
      'DRAFT',
      'TEASER',
      'OPEN',
      'CLOSED',
      'PAYMENT_COLLECTION',
      'FULFILLMENT',
      'FULFILLED',
      'SETTLED',
      'CANCELLED',
    ]);
    expect(enums.invalidBidReasons).toEqual([
      'OUTDATED_BID',
      'AMOUNT_LESS_OR_EQUAL_TO_LAST_BID',
      'AMOUNT_BELOW_MINIMUM_INCREMENT',
    ]);
    expect(enums.backofficeRoles).toContain('CIRCULA_CUSTOMER_SUPPORT');
  });
});
