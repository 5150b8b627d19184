import type { BenchTarget } from './lib/run-autocannon';

// Measured in this order; the baseline goes first so every ratio has its reference. Later
// benchmarks (search, listings) append entries here.
export const targets: BenchTarget[] = [
  { name: 'bare', path: '/api/bench/bare', baseline: true },
  { name: 'home SSR', path: '/', headers: { accept: 'text/html' } },
];
