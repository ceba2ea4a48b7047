import { describe, expect, it } from 'vitest';
import { parseMilesSplit } from './miles-split.js';

describe('a split typed after the trip', () => {
  it.each([
    [
      'OK 212, KS 388',
      [
        ['OK', 212],
        ['KS', 388],
      ],
    ],
    [
      'ok 212; Kansas 1,388',
      [
        ['OK', 212],
        ['KS', 1388],
      ],
    ],
    [
      '212 mi OK\n388 KS',
      [
        ['OK', 212],
        ['KS', 388],
      ],
    ],
    [
      'TX: 2,500, NM: 40',
      [
        ['TX', 2500],
        ['NM', 40],
      ],
    ],
    ['New Mexico 12', [['NM', 12]]],
  ])('reads %j', (typed, expected) => {
    const split = parseMilesSplit(typed);
    expect(split.parts?.map((p) => [p.jurisdiction, p.miles])).toEqual(expected);
  });

  it.each([
    ['', 'Type each state and its miles, such as OK 212, KS 388'],
    ['OK 212, ZZ 40', 'ZZ is not a US state or Canadian province'],
    ['OK', '"OK" is not a state and its miles, such as OK 212'],
    ['OK 0', 'OK: miles must be a whole number from 1 to 10,000'],
    ['OK 10001', 'OK: miles must be a whole number from 1 to 10,000'],
  ])('refuses %j with a reason', (typed, error) => {
    expect(parseMilesSplit(typed)).toEqual({ parts: null, error });
  });
});
