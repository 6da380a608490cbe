export * from './categories.js';
export * from './enums.js';
export * from './newsletter.js';
export * from './phone.js';
export * from './random-code.js';
export * from './slug.js';
export * from './tax-id.js';
