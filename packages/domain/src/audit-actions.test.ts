import { describe, expect, it } from 'vitest';
import { auditActionLabels, auditActionName, auditActionOptions } from './audit-actions.js';

describe('audit actions', () => {
  it('names every action once, in words no other action uses', () => {
    const labels = Object.values(auditActionLabels);
    expect(labels.every((label) => label.trim().length > 0 && !/[A-Z]{2,}_/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('offers every action in the filter, sorted by its name', () => {
    expect(auditActionOptions.map((option) => option.code).sort()).toEqual(
      Object.keys(auditActionLabels).sort(),
    );
    const names = auditActionOptions.map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('names a code read from the log, and nothing for a code without a name', () => {
    expect(auditActionName('ROLE_GRANTED')).toBe('Papel concedido');
    expect(auditActionName('SOME_RETIRED_ACTION')).toBeUndefined();
    expect(auditActionName('toString')).toBeUndefined();
  });
});
