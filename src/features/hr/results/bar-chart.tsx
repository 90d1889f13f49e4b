import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { thinned } from './chart-ticks.ts';

/** A vertical line across the plot at `at` on the x scale (a pass mark, a "what if" cut). */
export interface ChartMarker {
  at: number;
  color: string;
  /** Canvas dash pattern in pixels; solid when absent. */
  dash?: number[];
}

export interface BarChartProps {
  /** Each bar's position on the x scale, and its height. */
  x: number[];
  y: number[];
  /** The x scale's ends (bars sit inside). */
  xRange: [number, number];
  /** Where the x axis is labelled, and how. */
  xTicks: number[];
  xLabel: (value: number) => string;
  /** Bars run left to right (categories down the side) instead of bottom to top. */
  horizontal?: boolean;
  /** Width of the category labels' column of a horizontal chart, in pixels. */
  labelWidth?: number;
  markers?: ChartMarker[];
  height: number;
  /** Share of the space between two bars a bar takes (0–1). */
  barWidth?: number;
}

// WCAG 1.4.11: bars and lines keep 3:1 against the white plot (the site's primary blue).
const barColor = '#0b3d91';
const gridColor = '#e5e7eb';
const inkColor = '#1f2937';

/**
 * A bar chart drawn by uPlot on a canvas, sized to its container (and again when that changes).
 * It is a picture only (`aria-hidden`): the page gives the same figures as text beside it (a
 * table, a sentence). Markers are read from a ref and redrawn without rebuilding the chart, so
 * a "what if" control can move its line as fast as the person types.
 */
export function BarChart(props: BarChartProps) {
  const { x, y, xRange, xTicks, xLabel, horizontal, labelWidth, height, barWidth = 0.9 } = props;
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const markers = useRef<ChartMarker[]>(props.markers ?? []);
  const labels = useRef(xLabel);

  useEffect(() => {
    labels.current = xLabel;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const size = () => ({ width: Math.max(120, Math.floor(element.clientWidth)), height });
    const font = '12px system-ui, sans-serif';
    const axisStyle = {
      stroke: inkColor,
      font,
      grid: { stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor, width: 1 },
    };
    const plot = new uPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false, drag: { x: false, y: false } },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: xRange, ...(horizontal ? { ori: 1, dir: -1 } : {}) },
          y: {
            range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))],
            ...(horizontal ? { ori: 0 } : {}),
          },
        },
        axes: [
          {
            ...axisStyle,
            side: horizontal ? 3 : 2,
            grid: { show: false },
            // Every tick where there is room (32 px apart), else every other one, and so on.
            splits: (u) =>
              thinned(xTicks, (horizontal ? u.bbox.height : u.bbox.width) / uPlot.pxRatio),
            values: (_u, splits) => splits.map((value) => labels.current(value)),
            ...(horizontal && labelWidth ? { size: labelWidth } : {}),
          },
          {
            ...axisStyle,
            side: horizontal ? 2 : 3,
            // Whole tests only.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
            values: (_u, splits) => splits.map((value) => String(value)),
          },
        ],
        series: [
          {},
          {
            fill: barColor,
            stroke: barColor,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [barWidth, Infinity], align: 0 }),
          },
        ],
        hooks: {
          draw: [
            (u) => {
              const { ctx, bbox } = u;
              for (const marker of markers.current) {
                const at = u.valToPos(marker.at, 'x', true);
                ctx.save();
                ctx.strokeStyle = marker.color;
                ctx.lineWidth = 3 * uPlot.pxRatio;
                ctx.setLineDash((marker.dash ?? []).map((n) => n * uPlot.pxRatio));
                ctx.beginPath();
                if (horizontal) {
                  ctx.moveTo(bbox.left, at);
                  ctx.lineTo(bbox.left + bbox.width, at);
                } else {
                  ctx.moveTo(at, bbox.top);
                  ctx.lineTo(at, bbox.top + bbox.height);
                }
                ctx.stroke();
                ctx.restore();
              }
            },
          ],
        },
      },
      [x, y],
      element,
    );
    chart.current = plot;
    const resized = new ResizeObserver(() => plot.setSize(size()));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [x, y, xRange, xTicks, horizontal, labelWidth, height, barWidth]);

  useEffect(() => {
    markers.current = props.markers ?? [];
    chart.current?.redraw(false);
  }, [props.markers]);

  return <div ref={box} className="hr-chart" aria-hidden="true" />;
}
