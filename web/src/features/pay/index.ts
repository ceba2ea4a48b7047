/** The pay parts other screens place: Profile's summary and pay period settings (docs/product.md §2 Profile). */
export { PayConfigSummary } from './PayConfigSummary';
export { PayPeriodSettings } from './PayPeriodSettings';
export { usePaySettings } from './usePaySettings';
