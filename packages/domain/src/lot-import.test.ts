import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL } from './currency.js';
import {
  lotImportKey,
  parseImportDate,
  parseImportMoney,
  readLotImportRow,
  resolveImportCategory,
} from './lot-import.js';

describe('parseImportDate', () => {
  it('reads an Excel serial in horário de Brasília (25569 = 1970-01-01)', () => {
    expect(parseImportDate(25_569)?.toISOString()).toBe('1970-01-01T03:00:00.000Z');
    // 46357.5 = 2026-12-01 12:00 in Brasília
    expect(parseImportDate(46_357.5)?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('reads dd/mm/aaaa and dd/mm/aaaa hh:mm text', () => {
    expect(parseImportDate('01/12/2026')?.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(parseImportDate(' 1/12/2026 14:30 ')?.toISOString()).toBe('2026-12-01T17:30:00.000Z');
  });

  it('refuses days that do not exist and other text', () => {
    for (const bad of ['31/02/2026', '10/13/2026', '2026-12-01', '01/12/2026 25:00', 'amanhã', true]) {
      expect(parseImportDate(bad)).toBeNull();
    }
  });

  it('text and serial of the same wall-clock minute give the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const wall = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
          const serial = wall.getTime() / 86_400_000 + 25_569;
          expect(parseImportDate(text)?.getTime()).toBe(parseImportDate(serial)?.getTime());
        },
      ),
    );
  });
});

describe('parseImportMoney', () => {
  it('reads R$ text and numbers as integer centavos', () => {
    expect(parseImportMoney('R$ 1.234,56')).toBe(123_456);
    expect(parseImportMoney('1234,5')).toBe(123_450);
    expect(parseImportMoney(1234.56)).toBe(123_456);
    expect(parseImportMoney(10)).toBe(1_000);
  });

  it('refuses negatives, three decimals and words', () => {
    for (const bad of ['-10', 'R$ 1,234', 'dez reais', 1.234, -5, true])
      expect(parseImportMoney(bad)).toBeNull();
  });

  it('round-trips every amount written as formatBRL shows it and as a number of reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseImportMoney(formatBRL(cents))).toBe(cents);
        expect(parseImportMoney(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('resolveImportCategory', () => {
  it('finds a category by name, slug or code, ignoring accents and case', () => {
    expect(resolveImportCategory('Imóveis')).toBe('IMOVEIS');
    expect(resolveImportCategory('imoveis')).toBe('IMOVEIS');
    expect(resolveImportCategory('moveis-de-escritorio')).toBe('MOVEIS_ESCRITORIO');
    expect(resolveImportCategory('VEICULOS_LEVES')).toBe('VEICULOS_LEVES');
    expect(resolveImportCategory('Barcos')).toBeNull();
  });

  it('follows renamed categories', () => {
    expect(
      resolveImportCategory('Casas e terrenos', [
        { code: 'IMOVEIS', name: 'Casas e terrenos', slug: 'casas-e-terrenos' },
      ]),
    ).toBe('IMOVEIS');
  });
});

describe('readLotImportRow', () => {
  const good = {
    title: 'Mesa',
    category: 'Móveis de Escritório',
    startingBid: 'R$ 100,00',
    endsAt: 46_357.5,
  };

  it('reads a good auction row', () => {
    const result = readLotImportRow(2, good, { listingType: 'AUCTION' });
    expect(result.errors).toEqual([]);
    expect(result.lot).toMatchObject({
      title: 'Mesa',
      macroCategory: 'MOVEIS_ESCRITORIO',
      startingBidCents: 10_000,
      quantity: 1,
      unitPriceCents: null,
    });
    expect(result.lot?.endsAt?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('names row, column and what is wrong, for every bad cell', () => {
    const result = readLotImportRow(
      7,
      { title: '', category: 'Barcos', startingBid: 'cem', reserve: 5, quantity: 2.5, endsAt: '30/02/2026' },
      { listingType: 'AUCTION' },
    );
    expect(result.lot).toBeNull();
    expect(result.errors.map((error) => [error.row, error.column])).toEqual([
      [7, 'Título'],
      [7, 'Categoria'],
      [7, 'Lance inicial (R$)'],
      [7, 'Quantidade'],
      [7, 'Encerramento (dd/mm/aaaa hh:mm)'],
    ]);
    expect(result.errors[1]!.message).toBe('Categoria "Barcos" não existe. Use uma das 12 categorias.');
  });

  it('asks what the Event type needs', () => {
    expect(
      readLotImportRow(2, { title: 'A', category: 'Outros' }, { listingType: 'DIRECT_SALE' }).errors,
    ).toEqual([
      { row: 2, column: 'Preço unitário (R$)', message: 'Vendas diretas precisam do preço unitário.' },
    ]);
    expect(
      readLotImportRow(2, { ...good }, { listingType: 'JUDICIAL_PHASED_AUCTION' }).errors.map(
        (e) => e.column,
      ),
    ).toEqual(['Avaliação (R$)']);
    expect(
      readLotImportRow(2, { ...good, reserve: 50 }, { listingType: 'AUCTION' }).errors.map((e) => e.message),
    ).toEqual(['A reserva não pode ser menor que o lance inicial.']);
  });

  it('wants a lot end after the Event start', () => {
    const eventStartsAt = new Date('2026-12-01T15:00:00.000Z');
    expect(
      readLotImportRow(2, good, { listingType: 'AUCTION', eventStartsAt }).errors.map((e) => e.message),
    ).toEqual(['O encerramento do lote deve ser depois do início do evento.']);
    expect(
      readLotImportRow(2, { ...good, endsAt: '01/12/2026 12:01' }, { listingType: 'AUCTION', eventStartsAt })
        .errors,
    ).toEqual([]);
  });

  it('keys a row by its reference, else by its content', () => {
    const a = readLotImportRow(2, { ...good, reference: 'ABC-1' }, { listingType: 'AUCTION' }).lot!;
    const b = readLotImportRow(9, { ...good, reference: 'abc-1', title: 'Outra' }, { listingType: 'AUCTION' })
      .lot!;
    expect(lotImportKey(a)).toBe(lotImportKey(b));
    const c = readLotImportRow(2, good, { listingType: 'AUCTION' }).lot!;
    const d = readLotImportRow(3, { ...good, startingBid: 100 }, { listingType: 'AUCTION' }).lot!;
    expect(lotImportKey(c)).toBe(lotImportKey(d));
    expect(lotImportKey(c)).not.toBe(lotImportKey({ ...d, title: 'Cadeira' }));
  });
});
