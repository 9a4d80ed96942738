import { describe, expect, it } from 'vitest';
import { TEMPLATE_SAMPLE_VARIABLES, TEMPLATE_VARIABLES } from './templates.ts';

describe('TEMPLATE_VARIABLES', () => {
  it('has a sample value for every variable a sent template receives, so the preview fills them all', () => {
    const names = Object.values(TEMPLATE_VARIABLES).flat();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !(name in TEMPLATE_SAMPLE_VARIABLES))).toEqual([]);
  });
});
