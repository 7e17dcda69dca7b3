export { useCompanyCount } from './network-counts.ts';
