/** The status badge alone, for server components that must not load the catalogue's client components (decision 256). */
export { StatusBadge } from './components/status-badge';
