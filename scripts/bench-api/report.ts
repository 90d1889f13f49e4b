import { percentile, sortedOf } from './load-client.ts';

/** One goal of issue 17's acceptance, with what was measured against it. */
export interface Goal {
  name: string;
  measured: string;
  met: boolean;
}

export function latencyTable(rows: [string, number[]][]): string {
  const lines = [
    'endpoint                          requests    p50 ms    p95 ms    p99 ms    max ms',
  ];
  for (const [label, list] of rows) {
    const sorted = sortedOf(list);
    lines.push(
      `${label.padEnd(34)}${String(sorted.length).padStart(8)}${[50, 95, 99, 100]
        .map((p) => percentile(sorted, p).toFixed(1).padStart(10))
        .join('')}`,
    );
  }
  return lines.join('\n');
}

export const p99 = (list: number[] | undefined) => percentile(sortedOf(list), 99);

export function latencyGoal(label: string, list: number[] | undefined, maxMs: number): Goal {
  const value = p99(list);
  return {
    name: `${label} p99 ≤ ${maxMs} ms`,
    measured: list?.length ? `${value.toFixed(1)} ms` : 'no sample',
    met: Boolean(list?.length) && value <= maxMs,
  };
}

export function goalLines(goals: Goal[]): string {
  return goals
    .map((g) => `  ${g.met ? 'met   ' : 'MISSED'}  ${g.name.padEnd(48)} ${g.measured}`)
    .join('\n');
}
