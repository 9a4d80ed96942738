import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} pages={1} total={7} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it("reads 'Showing page X of Y (N total)' and moves with Previous and Next", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pages={3} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing page 2 of 3 (25 total)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pages={2} total={11} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pagination page={2} pages={2} total={11} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
