import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the response over from Fastify and opens it as a Server-Sent Events stream: the headers set so far
 * (CORS, security) plus the SSE ones, flushed at once; no Nagle delay and no idle timeout on the socket
 * (heartbeats keep it alive); a broken request ends the response. Answers the raw response to write to.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  raw.socket?.setNoDelay(true);
  raw.socket?.setTimeout(0);
  request.raw.on('error', () => raw.destroy());
  return raw;
}
