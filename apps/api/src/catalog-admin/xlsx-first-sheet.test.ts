import { mkdtempSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipInOrder, zipParts } from '../../test/xlsx-parts.js';
import {
  firstWorksheetRows,
  OversizedSpreadsheetError,
  UnreadableSpreadsheetError,
} from './xlsx-first-sheet.js';

const dir = mkdtempSync(path.join(tmpdir(), 'circula-xlsx-'));
let files = 0;

/** A workbook as exceljs writes it (the template's shape): lots first, a category list second. */
async function lotsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const lots = workbook.addWorksheet('Lotes');
  lots.addRow(['Referência', 'Título', 'Lance inicial']);
  lots.addRow(['LOTE-001', 'Mesa de reunião', 1500]);
  lots.addRow([
    'LOTE-002',
    { richText: [{ text: 'Cadeira ' }, { font: { bold: true }, text: 'giratória' }] },
    80.5,
  ]);
  lots.addRow(['LOTE-003', 'Armário', new Date(Date.UTC(2026, 11, 1, 12))]);
  workbook.addWorksheet('Categorias').addRow(['Móveis de escritório']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same parts stored in the order given (then any others), as a new .xlsx on disk. */
async function storedInOrder(parts: Map<string, Buffer>, order: string[]): Promise<string> {
  return saved(await zipInOrder(parts, order));
}

async function saved(bytes: Buffer): Promise<string> {
  files += 1;
  const file = path.join(dir, `sheet-${files}.xlsx`);
  await writeFile(file, bytes);
  return file;
}

async function rowsOf(file: string) {
  const rows: unknown[][] = [];
  for await (const row of firstWorksheetRows(file)) {
    rows.push([row.number, ...(row.values as unknown[]).slice(1)]);
  }
  return rows;
}

const expectedRows = [
  [1, 'Referência', 'Título', 'Lance inicial'],
  [2, 'LOTE-001', 'Mesa de reunião', 1500],
  [
    3,
    'LOTE-002',
    {
      richText: [
        { font: null, text: 'Cadeira ' },
        { font: { bold: true }, text: 'giratória' },
      ],
    },
    80.5,
  ],
  [4, 'LOTE-003', 'Armário', new Date(Date.UTC(2026, 11, 1, 12))],
];

describe('reading the first worksheet of an .xlsx', () => {
  it('reads a file as exceljs writes it, the workbook part stored last', async () => {
    const bytes = await lotsWorkbook();
    const names = [...(await zipParts(bytes)).keys()];
    expect(names.indexOf('xl/workbook.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet1.xml'));
    expect(await rowsOf(await saved(bytes))).toEqual(expectedRows);
  });

  it('reads the same rows whatever order the parts are stored in', async () => {
    const parts = await zipParts(await lotsWorkbook());
    const orders = [
      // the relationships and shared strings before the sheet, the workbook after it
      ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'],
      // the sheets first, every dependency after them
      ['xl/worksheets/sheet2.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'],
      // the way Excel stores them
      ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml'],
    ];
    for (const order of orders) {
      expect(await rowsOf(await storedInOrder(parts, order))).toEqual(expectedRows);
    }
  });

  it("takes the workbook's first sheet, not the first one stored", async () => {
    const parts = await zipParts(await lotsWorkbook());
    const rels = parts.get('xl/_rels/workbook.xml.rels')!.toString('utf8');
    // The workbook's first sheet now lives in sheet2.xml, the category list in sheet1.xml.
    const swapped = rels
      .replace('worksheets/sheet1.xml', 'worksheets/SWAP')
      .replace('worksheets/sheet2.xml', 'worksheets/sheet1.xml')
      .replace('worksheets/SWAP', 'worksheets/sheet2.xml');
    expect(swapped).not.toBe(rels);
    const sheet1 = parts.get('xl/worksheets/sheet1.xml')!;
    parts.set('xl/worksheets/sheet1.xml', parts.get('xl/worksheets/sheet2.xml')!);
    parts.set('xl/worksheets/sheet2.xml', sheet1);
    parts.set('xl/_rels/workbook.xml.rels', Buffer.from(swapped));
    expect(await rowsOf(await storedInOrder(parts, []))).toEqual(expectedRows);
  });

  it('finds the shared strings and styles where the workbook says they are', async () => {
    const parts = await zipParts(await lotsWorkbook());
    const rename = (from: string, to: string) => {
      parts.set(to, parts.get(from)!);
      parts.delete(from);
    };
    rename('xl/sharedStrings.xml', 'xl/strings/shared.xml');
    rename('xl/styles.xml', 'xl/look/styles1.xml');
    const rels = parts.get('xl/_rels/workbook.xml.rels')!.toString('utf8');
    parts.set(
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        rels
          .replace('Target="sharedStrings.xml"', 'Target="strings/shared.xml"')
          .replace('Target="styles.xml"', 'Target="/xl/look/styles1.xml"'),
      ),
    );
    const types = parts.get('[Content_Types].xml')!.toString('utf8');
    parts.set(
      '[Content_Types].xml',
      Buffer.from(
        types
          .replace('/xl/sharedStrings.xml', '/xl/strings/shared.xml')
          .replace('/xl/styles.xml', '/xl/look/styles1.xml'),
      ),
    );
    expect(await rowsOf(await storedInOrder(parts, []))).toEqual(expectedRows);
  });

  it('reads a sheet of numbers only (no shared strings part)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Números').addRow([1, 2, 3]);
    const file = await saved(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(await rowsOf(file)).toEqual([[1, 1, 2, 3]]);
  });

  it('gives every reader its rows when twenty read at once, again and again', async () => {
    const file = await saved(await lotsWorkbook());
    for (let round = 0; round < 10; round += 1) {
      const results = await Promise.all(Array.from({ length: 20 }, () => rowsOf(file)));
      for (const rows of results) expect(rows).toEqual(expectedRows);
    }
  });

  it('closes the file when the reader stops after the first row', async () => {
    const file = await saved(await lotsWorkbook());
    const openFiles = () => readdirSync('/proc/self/fd').length;
    await rowsOf(file);
    const before = openFiles();
    for (let i = 0; i < 50; i += 1) {
      for await (const row of firstWorksheetRows(file)) {
        expect(row.number).toBe(1);
        break;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBeLessThanOrEqual(before);
  });

  it('refuses a ZIP that is not a workbook, and a file that is not a ZIP', async () => {
    const parts = await zipParts(await lotsWorkbook());
    parts.delete('xl/workbook.xml');
    await expect(rowsOf(await storedInOrder(parts, []))).rejects.toBeInstanceOf(UnreadableSpreadsheetError);

    const noSheets = await zipParts(await lotsWorkbook());
    for (const name of [...noSheets.keys()]) if (name.startsWith('xl/worksheets/')) noSheets.delete(name);
    await expect(rowsOf(await storedInOrder(noSheets, []))).rejects.toThrow('the workbook has no worksheet');

    await expect(rowsOf(await saved(Buffer.from('Referência;Título\nLOTE-1;Mesa\n')))).rejects.toBeInstanceOf(
      UnreadableSpreadsheetError,
    );
  });

  it('refuses parts declared larger than it reads, before inflating them', async () => {
    // Blanks compress a thousandfold: the archive is small, the part is not.
    const parts = await zipParts(await lotsWorkbook());
    parts.set('xl/sharedStrings.xml', Buffer.alloc(65 * 1024 * 1024, 0x20));
    const bomb = await storedInOrder(parts, []);
    await expect(rowsOf(bomb)).rejects.toBeInstanceOf(OversizedSpreadsheetError);
    await expect(rowsOf(bomb)).rejects.toThrow(/xl\/sharedStrings\.xml declares 68157440 bytes/);

    const endlessSheet = await zipParts(await lotsWorkbook());
    endlessSheet.set('xl/worksheets/sheet1.xml', Buffer.alloc(257 * 1024 * 1024, 0x20));
    await expect(rowsOf(await storedInOrder(endlessSheet, []))).rejects.toThrow(
      /xl\/worksheets\/sheet1\.xml declares 269484032 bytes/,
    );
  });
});
