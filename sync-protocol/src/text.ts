/**
 * Free text as a driver types it. Control characters are refused everywhere: a NUL cannot be stored
 * in PostgreSQL at all, and the rest are never typed on purpose. Notes keep line breaks and tabs.
 */
import * as z from 'zod/mini';
import { messages } from './messages.js';

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const anyControl = /[\u0000-\u001f\u007f]/;
const controlButLayout = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** One line of text (a city, a load number, a location). */
export const singleLine = <S extends z.ZodMiniString<string>>(schema: S) =>
  schema.check(z.refine((v) => !anyControl.test(v), messages.controlCharacters));

/** Several lines of text (notes): line breaks and tabs are kept. */
export const multiline = <S extends z.ZodMiniString<string>>(schema: S) =>
  schema.check(z.refine((v) => !controlButLayout.test(v), messages.controlCharacters));
