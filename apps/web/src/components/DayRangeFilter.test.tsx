import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayRangeFilter } from './DayRangeFilter.tsx';

describe('DayRangeFilter', () => {
  it('applies each end as it is set', () => {
    const onChange = vi.fn();
    render(<DayRangeFilter label="Created" from="" to="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-31' } });
    expect(onChange.mock.calls).toEqual([[{ from: '2026-03-01', to: '' }], [{ from: '2026-03-01', to: '2026-03-31' }]]);
  });

  it('says a reversed range and does not apply it', () => {
    const onChange = vi.fn();
    render(<DayRangeFilter label="Created" from="2026-03-10" to="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The first day must not be after the last day');
    expect(screen.getByLabelText('Created to').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a range that changes from outside (Back, a saved view)', () => {
    const { rerender } = render(<DayRangeFilter label="Created" from="2026-03-10" to="" onChange={() => {}} />);
    rerender(<DayRangeFilter label="Created" from="2026-01-02" to="2026-01-05" onChange={() => {}} />);
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe('2026-01-02');
    expect((screen.getByLabelText('Created to') as HTMLInputElement).value).toBe('2026-01-05');
  });
});
