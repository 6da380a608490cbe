/** The catalogue's reads for server components and route handlers (decision 243): never imported by the browser. */
export * from './api/catalog-server';
