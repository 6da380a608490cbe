import { dateToExcelSerial, lotImportColumns } from '@circula/domain';
import ExcelJS from 'exceljs';

/** Rows of the generated sheet that are broken on purpose, and the column each one breaks. */
export interface BrokenRow {
  row: number;
  column: string;
}

const brokenKinds = [
  { column: 'Título', cells: { title: '' } },
  { column: 'Categoria', cells: { category: 'Barcos e lanchas' } },
  { column: 'Lance inicial (R$)', cells: { startingBid: 'R$ 12,345' } },
  { column: 'Encerramento (dd/mm/aaaa hh:mm)', cells: { endsAt: '31/02/2027' } },
  { column: 'Quantidade', cells: { quantity: 3 } },
] as const;

/**
 * When every generated lot ends: 15:00 in Brasília (UTC−3) sixty days from today, so the sheet stays after
 * any Event a test starts tomorrow. A sheet holds wall-clock readings, so `serial` is the Excel serial of
 * that reading (15:00 as if it were UTC) and `at` the instant it means.
 */
export const sheetLotEnd = (() => {
  const day = new Date(Date.now() + 60 * 86_400_000);
  const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    serial: dateToExcelSerial(new Date(Date.UTC(year, month, date, 15))),
    text: `${pad(date)}/${pad(month + 1)}/${year} 15:00`,
    at: new Date(Date.UTC(year, month, date, 18)),
  };
})();

/**
 * An .xlsx of `rows` auction lots in the template's columns, written with exceljs' streaming writer; every
 * (rows / broken)-th row is broken in one column (title, category, money, date or quantity, in turn).
 * Prices alternate between R$ text and numbers, end dates between Excel serials and dd/mm/aaaa text.
 */
export async function lotSheet(options: { rows: number; broken: number; prefix?: string }) {
  const chunks: Buffer[] = [];
  const { Writable } = await import('node:stream');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Lotes');
  sheet.columns = lotImportColumns.map((column) => ({ header: column.header, key: column.key }));
  const every = options.broken > 0 ? Math.floor(options.rows / options.broken) : Number.POSITIVE_INFINITY;
  const brokenRows: BrokenRow[] = [];
  for (let index = 1; index <= options.rows; index += 1) {
    const row = index + 1;
    const cells: Record<string, unknown> = {
      reference: `${options.prefix ?? 'LT'}-${index}`,
      title: `Lote importado ${index}`,
      description: `Descrição do lote ${index}`,
      category: index % 2 === 0 ? 'Informática' : 'moveis-de-escritorio',
      startingBid: index % 2 === 0 ? `R$ ${index},50` : index + 0.5,
      increment: 10,
      quantity: 1,
      // The same moment as a serial or as text.
      endsAt: index % 2 === 0 ? sheetLotEnd.serial : sheetLotEnd.text,
    };
    if (index % every === 0 && brokenRows.length < options.broken) {
      const kind = brokenKinds[brokenRows.length % brokenKinds.length]!;
      Object.assign(cells, kind.cells);
      brokenRows.push({ row, column: kind.column });
    }
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
  return { buffer: Buffer.concat(chunks), brokenRows };
}
