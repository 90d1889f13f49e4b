/**
 * Every `n`th tick, the smallest `n` that leaves `minGap` pixels between labels across `length`
 * (a chart's width, or its height when the labels run down the side), so a phone's narrow chart
 * labels 0, 20, 40 … where a laptop's labels 0, 10, 20 ….
 */
export function thinned(ticks: number[], length: number, minGap = 32): number[] {
  const step = Math.max(1, Math.ceil((minGap * ticks.length) / Math.max(1, length)));
  return ticks.filter((_, i) => i % step === 0);
}
