// The charts' colours as the palette's variables, so every chart follows the theme (decision
// 0032): Recharts writes them into SVG attributes and inline styles, where var() resolves.
export const CHART = {
  indigo: 'var(--color-indigo-600)',
  emerald: 'var(--color-emerald-700)',
  sky: 'var(--color-sky-700)',
  amber: 'var(--color-amber-700)',
  grid: 'var(--color-slate-200)',
  axis: { fontSize: 12, fill: 'var(--color-slate-600)' },
} as const;

/** Recharts' tooltip box in the panel's colours (its own default is white with grey text). */
export const TOOLTIP_STYLE = {
  contentStyle: {
    backgroundColor: 'var(--color-white)',
    borderColor: 'var(--color-slate-200)',
    borderRadius: 6,
    color: 'var(--color-slate-900)',
  },
  labelStyle: { color: 'var(--color-slate-900)', fontWeight: 600 },
  cursor: { fill: 'var(--color-slate-100)' },
} as const;

/**
 * Every series is drawn at once: Recharts animates one by rendering the whole chart again on each
 * frame for a second and a half, long tasks that block the page while it is first used (they
 * were most of the dashboard's and the Analytics screen's blocking time in Lighthouse).
 */
export const SERIES = { isAnimationActive: false } as const;
