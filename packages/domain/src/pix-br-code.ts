/**
 * The PIX BR Code ("Pix copia e cola"): an EMV® QRCPS payload of ID-length-value fields closed by a
 * CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over everything before the CRC's value, as the Banco
 * Central's "Manual de Padrões para Iniciação do Pix" specifies. Written here (a few lines) instead of
 * pulling a library whose HTTP client we would never use (see docs/decisions/091-pix-charges.md).
 */

/** CRC16-CCITT-FALSE of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** ASCII without accents or symbols, as bank apps expect merchant name and city. */
function plainText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}

/** The transaction id of an intent: its uuid without dashes, the first 25 alphanumerics (the txid limit). */
export function pixTxidFor(intentId: string): string {
  return intentId.replace(/-/g, '').slice(0, 25);
}

export interface PixPayloadInput {
  /** The receiver's PIX key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Omit for a payload where the payer types the amount. */
  amountCents?: number;
  /** Up to 25 alphanumerics; '***' when there is none. */
  txid?: string;
}

/** The BR Code payload ("Pix copia e cola") with its CRC. */
export function pixPayload(input: PixPayloadInput): string {
  if (
    input.amountCents !== undefined &&
    (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
  ) {
    throw new RangeError('amountCents must be a positive integer');
  }
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('Invalid PIX txid');
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key);
  const amount =
    input.amountCents === undefined
      ? ''
      : field(
          '54',
          `${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`,
        );
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', plainText(input.merchantName, 25)) +
    field('60', plainText(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16Ccitt(body);
}
