/** Warm search times of one locale, measured in a fresh process holding only its index (bench/warm-search-child.ts). */
import type { Locale } from '../shared/locales.js';
import { runChild } from './run-child.js';

/** Milliseconds of every timed search, every query answered ROUNDS times. */
export function warmSearches(root: string, dist: string, lang: Locale, queries: readonly string[]): number[] {
  return runChild<number[]>(root, 'bench/warm-search-child.ts', [dist, lang], JSON.stringify(queries));
}
