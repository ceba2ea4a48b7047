import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { checkProfilePhoto, profileMessages, updateProfileSchema } from './profile.js';

describe('profile photo (docs/product.md §5)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: 2 * 1024 * 1024 - 1 }, null],
    [{ type: 'image/png', size: 2 * 1024 * 1024 }, profileMessages.photoSize],
    [{ type: 'image/gif', size: 1000 }, profileMessages.photoType],
    [{ type: 'application/pdf', size: 1000 }, profileMessages.photoType],
  ])('%j: %s', (file, message) => {
    expect(checkProfilePhoto(file)?.message ?? null).toBe(message);
  });

  it('titles its refusals as docs/product.md §5 does', () => {
    expect(checkProfilePhoto({ type: 'image/gif', size: 1 })?.title).toBe('Invalid file type');
    expect(checkProfilePhoto({ type: 'image/png', size: 3e6 })?.title).toBe('File too large');
  });
});

describe('PATCH /api/profile body (docs/product.md §5)', () => {
  const base = { displayName: 'Dale', email: 'Dale@Example.com ' };
  it('trims, lower-cases the email and reads empty optional fields as none', () => {
    expect(updateProfileSchema.parse({ ...base, phone: '', company: ' ' })).toEqual({
      displayName: 'Dale',
      email: 'dale@example.com',
      phone: null,
      company: null,
    });
  });

  it.each([
    [{ displayName: ' ' }, messages.displayNameRequired],
    [{ email: 'nope' }, messages.invalidEmail],
    [{ phone: 'abc' }, messages.phoneMin],
  ])('%j: %s', (change, message) => {
    const parsed = updateProfileSchema.safeParse({ ...base, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
