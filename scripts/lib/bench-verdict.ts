/** The Lighthouse medians the bench keeps for one page and form factor (ms; CLS unitless; scores 0–100). */
export interface LighthouseMedians {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/** The figures read as a multiple of the floor page's, measured in the same run. */
export const RATIO_METRICS = ['tbt', 'lcp', 'si', 'fcp'] as const;
export type RatioMetric = (typeof RATIO_METRICS)[number];

/**
 * Budgets written as ratios to the floor, so they mean the same on a fast or a busy machine; the simulated mobile LCP
 * and the first-view JavaScript are absolute because Lighthouse's profile and the bytes do not depend on the host.
 */
export const BUDGETS = {
  tbtRatio: 1.5,
  lcpRatio: 1.3,
  mobileLcpMs: 1500,
  cls: 0,
  accessibility: 100,
  firstViewJsBytes: 150 * 1024,
} as const;

/**
 * Below this a blocking time is noise (one task just over 50 ms): a floor at 0 ms makes no ratio, and a page within
 * this passes the TBT budget whatever the floor.
 */
export const TBT_NOISE_MS = 50;

/** `page / floor` for each metric; null where the floor measured 0 (no ratio to speak of). */
export function ratiosToFloor(page: LighthouseMedians, floor: LighthouseMedians): Record<RatioMetric, number | null> {
  const ratio = (metric: RatioMetric) => (floor[metric] > 0 ? +(page[metric] / floor[metric]).toFixed(2) : null);
  return { tbt: ratio('tbt'), lcp: ratio('lcp'), si: ratio('si'), fcp: ratio('fcp') };
}

export interface PageVerdictInput {
  page: string;
  formFactor: 'mobile' | 'desktop';
  figures?: LighthouseMedians;
  floor?: LighthouseMedians;
  /** Measured only for landing pages. */
  firstViewJsBytes?: number;
}

/** Each budget a page misses, in words; empty when it meets them all. */
export function missedBudgets({ formFactor, figures, floor, firstViewJsBytes }: PageVerdictInput): string[] {
  const missed: string[] = [];
  if (firstViewJsBytes !== undefined && firstViewJsBytes > BUDGETS.firstViewJsBytes)
    missed.push(`first-view JS ${(firstViewJsBytes / 1024).toFixed(1)} kB > ${BUDGETS.firstViewJsBytes / 1024} kB`);
  if (!figures) return missed;
  if (floor) {
    const ratios = ratiosToFloor(figures, floor);
    const tbtAllowed = Math.max(BUDGETS.tbtRatio * floor.tbt, TBT_NOISE_MS);
    if (figures.tbt > tbtAllowed) missed.push(`TBT ${ratios.tbt ?? '∞'}× floor > ${BUDGETS.tbtRatio}×`);
    if (ratios.lcp !== null && ratios.lcp > BUDGETS.lcpRatio)
      missed.push(`LCP ${ratios.lcp}× floor > ${BUDGETS.lcpRatio}×`);
  }
  if (formFactor === 'mobile' && figures.lcp > BUDGETS.mobileLcpMs)
    missed.push(`LCP ${figures.lcp} ms > ${BUDGETS.mobileLcpMs} ms`);
  if (figures.cls > BUDGETS.cls) missed.push(`CLS ${figures.cls} > ${BUDGETS.cls}`);
  if (figures.accessibility < BUDGETS.accessibility)
    missed.push(`accessibility ${figures.accessibility} < ${BUDGETS.accessibility}`);
  return missed;
}
