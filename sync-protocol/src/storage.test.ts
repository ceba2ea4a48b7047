import { describe, expect, it } from 'vitest';
import { storageAmount, storageUsed } from './storage.js';
import { storageFullMessage } from './bol.js';

const mb = 1024 * 1024;

describe('storage as a driver reads it', () => {
  it.each([
    [0, '0 MB'],
    [300 * 1024, '0.2 MB'],
    [0.35 * mb, '0.3 MB'],
    [9.44 * mb, '9.4 MB'],
    [10 * mb, '10 MB'],
    [312.9 * mb, '312 MB'],
    [1023 * mb, '1023 MB'],
    [1024 * mb, '1 GB'],
    [1536 * mb, '1.5 GB'],
    [2040 * mb, '1.9 GB'],
    [2048 * mb, '2 GB'],
  ])('%d bytes: %s', (bytes, text) => {
    expect(storageAmount(bytes)).toBe(text);
  });

  it('says what is used of the quota, and what a refused upload found', () => {
    expect(storageUsed(312 * mb, 1024 * mb)).toBe('312 MB of 1 GB used');
    expect(storageFullMessage(2040 * mb, 2048 * mb)).toBe(
      'Your storage is full: your documents, receipts and photos use 1.9 GB of your 2 GB, ' +
        'so this file was not kept.',
    );
  });
});
