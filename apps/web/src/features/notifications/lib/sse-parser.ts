/** One Server-Sent Events message. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits received SSE text into its complete messages and the unfinished rest (kept for the next chunk).
 * Comments (heartbeats) and messages without data are dropped; several data lines join with a newline.
 */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const messages: SseMessage[] = [];
  let start = 0;
  for (let end = normalised.indexOf('\n\n'); end >= 0; end = normalised.indexOf('\n\n', start)) {
    const block = normalised.slice(start, end);
    start = end + 2;
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ id, event, data: data.join('\n') });
  }
  return { messages, rest: normalised.slice(start) };
}
