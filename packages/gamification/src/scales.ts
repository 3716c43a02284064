import type { TScale } from './rules.ts';

/**
 * The score of `x` on a piecewise-linear scale: interpolated between the two points around it, the first or last
 * point's score outside them.
 */
export function scaleScore(scale: TScale, x: number): number {
  const first = scale[0];
  const last = scale[scale.length - 1];
  if (!first || !last) throw new RangeError('Empty scale');
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < scale.length; i++) {
    const [x1, y1] = scale[i] as readonly [number, number];
    const [x0, y0] = scale[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

/** `value` rounded to `decimals` decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
