export * from './newsletter.js';
