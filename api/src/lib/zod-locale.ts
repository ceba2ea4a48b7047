/**
 * The API's 400s keep classic zod's English for a check that names no message of its own ("Too
 * small: expected string to have >=1 characters"). Only classic `zod` sets that locale when it
 * loads; `zod/mini`, which the shared schemas use to keep the browser's bundle small, says
 * "Invalid input". So the API sets it here, once, for the whole process: config.ts and app.ts
 * import this before any environment or request is parsed.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
