import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useElementWidth } from '@/components/use-element-width';
import styles from './team.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

/**
 * The team's last 30 days as lines (uPlot: canvas, about 20 kB gzip, in this page's chunk only). The canvas is a
 * picture for sighted users; the same numbers are in the table the page shows beside it.
 */
export function TeamChart({ days, series, label }: { days: string[]; series: ChartSeries[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  useEffect(() => {
    const el = box.current;
    if (!el || width <= 0) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(200, Math.floor(width)),
        height: 220,
        scales: { x: { time: true } },
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor', size: 70 }],
        legend: { show: true },
        cursor: { show: true },
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    return () => plot.destroy();
  }, [days, series, width]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
