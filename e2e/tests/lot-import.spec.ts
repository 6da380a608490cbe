import ExcelJS from 'exceljs';
import { signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, directApiUrl } from './support';

// A CATALOGGER imports lots from a spreadsheet with errors: the report shows row, column and problem,
// nothing is imported until "importar as linhas válidas", then the valid lots appear in the Event.

/** An instant as <input type="datetime-local"> in horário de Brasília (UTC−3) takes it. */
const brasilia = (time: number) => new Date(time - 3 * 3_600_000).toISOString().slice(0, 16);

async function spreadsheet() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lotes');
  sheet.addRow([
    'Referência',
    'Título *',
    'Categoria *',
    'Lance inicial (R$)',
    'Encerramento (dd/mm/aaaa hh:mm)',
  ]);
  sheet.addRow(['IMP-1', 'Notebook importado', 'Informática', 'R$ 1.200,00', '']);
  sheet.addRow(['IMP-2', 'Armário importado', 'Barcos', 'R$ 300,00', '']);
  sheet.addRow(['IMP-3', 'Monitor importado', 'informatica', 250, '']);
  sheet.addRow(['IMP-4', 'Impressora importada', 'Informática', 'cem reais', '31/02/2027']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a spreadsheet import with errors shows the report and then imports the valid rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staff = await signUpThroughApi(page.request, 'importacao', 'Equipe Importação');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_CATALOGGER', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);

  await page.goto('/backoffice/catalogo/novo');
  await acceptCookies(page);
  const start = Date.now() + 7 * 86_400_000;
  await page.getByLabel('Título', { exact: true }).fill(`Importação de lotes ${Date.now().toString(36)}`);
  await page.getByLabel('Segmento').selectOption('Desativação de Escritório');
  const seller = page.getByLabel('Vendedor');
  await expect(seller.locator('option')).not.toHaveCount(1);
  await seller.selectOption({ index: 1 });
  await page.getByLabel('Leiloeiro').selectOption({ index: 1 });
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByLabel('UF').selectOption('PR');
  await page.getByLabel('Início', { exact: true }).fill(brasilia(start));
  await page.getByLabel('Encerramento', { exact: true }).fill(brasilia(start + 2 * 86_400_000));
  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/backoffice\/catalogo\/[0-9a-f-]{36}$/);

  const panel = page.getByRole('region', { name: 'Importar planilha' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Planilha preenchida (.xlsx)').setInputFiles({
    name: 'lotes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(),
  });

  const job = panel.getByTestId('lot-import-job');
  await expect(job).toContainText('Concluída', { timeout: 30_000 });
  await expect(job).toContainText('4 de 4 linhas lidas · 2 linhas com erro');
  const errors = panel.getByRole('table', { name: 'Erros da planilha' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row').nth(1)).toContainText('3Categoria');
  await expect(errors.getByRole('row').nth(1)).toContainText(
    'Categoria "Barcos" não existe. Use uma das 12 categorias.',
  );
  await expect(errors.getByRole('row').nth(2)).toContainText('5Lance inicial (R$)');
  await expect(errors.getByRole('row').nth(3)).toContainText('5Encerramento (dd/mm/aaaa hh:mm)');
  await expect(panel.getByText('Nenhum lote foi importado porque a planilha tem erros.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Notebook importado' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Baixar relatório de erros (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe('erros-importacao-lotes.xlsx');

  await panel.getByRole('button', { name: 'importar as linhas válidas' }).click();
  await expect(job).toContainText('2 lotes importados', { timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Notebook importado' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Monitor importado' })).toBeVisible();
});
