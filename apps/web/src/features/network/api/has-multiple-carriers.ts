export { useCarrierCount } from './network-counts.ts';
