/**
 * The CPU slowdown that makes Lighthouse's emulated phone the same whatever the host. Lighthouse's
 * default 4x is meant for a desktop whose benchmark index is 1,500 to 2,000 (its throttling guide,
 * docs/throttling.md, "Calibrating the CPU slowdown": a host higher in that bracket takes a higher
 * multiplier, a lower one a lower multiplier). The reference host is the bracket's middle, 1,750,
 * so the phone is one of index 1,750 / 4 ≈ 438, and a host of index i takes 4 × i / 1,750.
 * The index is Lighthouse's own test (`computeBenchmarkIndex`), run in the browser that will be
 * audited, just before each run, since a shared 2-core host's index moves within minutes.
 */
import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const referenceIndex = 1750;
export const referenceSlowdown = 4;

export function slowdownFor(benchmarkIndex: number): number {
  return (referenceSlowdown * benchmarkIndex) / referenceIndex;
}

/** Lighthouse's benchmark index of the browser listening on `port`, measured in a blank tab. */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return Math.round(index);
  } finally {
    await browser.disconnect();
  }
}
