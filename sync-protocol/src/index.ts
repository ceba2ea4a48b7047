export * from './messages.js';
export * from './companies.js';
export * from './auth.js';
export * from './user.js';
export * from './responses.js';
export * from './decimal.js';
