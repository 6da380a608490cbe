import { z } from 'zod';
import { pricingMessages } from './pricing.js';

/*
 * Fee table schemas, apart from the pricing rules in pricing.ts: the lot page's "total a pagar" imports
 * those rules and should not carry zod with them.
 */

const centsSchema = z
  .number({ error: pricingMessages.amountInvalid })
  .int({ error: pricingMessages.amountInvalid })
  .nonnegative({ error: pricingMessages.amountInvalid });

export const feeRowSchema = z
  .object({ feeCents: centsSchema, fromValueCents: centsSchema, toValueCents: centsSchema })
  .refine((row) => row.toValueCents >= row.fromValueCents, {
    error: pricingMessages.feeRowRange,
    path: ['toValueCents'],
  });

/** A fee table as staff enter it: at least one row, rows that do not overlap. */
export const feeTableSchema = z
  .array(feeRowSchema)
  .min(1, { error: pricingMessages.feeTableEmpty })
  .refine(
    (rows) => {
      const sorted = [...rows].sort((a, b) => a.fromValueCents - b.fromValueCents);
      return sorted.every((row, i) => i === 0 || row.fromValueCents > sorted[i - 1]!.toValueCents);
    },
    { error: pricingMessages.feeTableOverlap },
  );
