const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → '1.5 KB'; 0 → '0 B'; missing → '—'. Binary steps (1 KB = 1024 B). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${UNITS[unit]}`;
}
