import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorToast } from './toast.ts';
import { useRecordDialogs, type DeleteFailed } from './useRecordDialogs.ts';

vi.mock('./toast.ts', () => ({ errorToast: vi.fn() }));

interface Row {
  id: number;
  name: string;
}
const ADA: Row = { id: 7, name: 'Ada' };

function render(
  options: {
    remove?: (row: Row) => Promise<unknown>;
    deleteFailed?: DeleteFailed;
    afterDelete?: () => void;
    createFromAddress?: boolean;
  },
  path = '/users',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useRecordDialogs<Row>(options), { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('useRecordDialogs', () => {
  it('opens one dialog at a time: the form for a new record, for an edit, then the delete question', () => {
    const { result } = render({});
    act(() => result.current.openCreate());
    expect(result.current.formOpen).toBe(true);
    expect(result.current.editing).toBeNull();
    act(() => result.current.openEdit(ADA));
    expect(result.current.editing).toEqual(ADA);
    act(() => result.current.openDelete(ADA));
    expect(result.current.formOpen).toBe(false);
    expect(result.current.deleting).toEqual(ADA);
    act(() => result.current.close());
    expect(result.current.deleting).toBeNull();
  });

  it('opens the create form when the address asks for it (the command palette, ?new=1)', () => {
    const { result } = render({ createFromAddress: true }, '/users?new=1');
    expect(result.current.formOpen).toBe(true);
    expect(result.current.editing).toBeNull();
  });

  it('leaves ?new=1 alone on a list that does not create from the address', () => {
    const { result } = render({}, '/users?new=1');
    expect(result.current.formOpen).toBe(false);
  });

  it('deletes the record being confirmed, then runs what follows a delete', async () => {
    const remove = vi.fn(async () => undefined);
    const afterDelete = vi.fn();
    const { result } = render({ remove, afterDelete, deleteFailed: { log: 'Failed to delete user' } });
    act(() => result.current.openDelete(ADA));
    await act(() => result.current.confirmDelete());
    expect(remove).toHaveBeenCalledWith(ADA);
    expect(afterDelete).toHaveBeenCalledOnce();
  });

  it('only logs a failed delete with the feature text (spec 001 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('down');
    const afterDelete = vi.fn();
    const { result } = render({
      remove: () => Promise.reject(failure),
      afterDelete,
      deleteFailed: { log: 'Failed to delete country' },
    });
    act(() => result.current.openDelete(ADA));
    await act(() => result.current.confirmDelete());
    expect(log).toHaveBeenCalledWith('Failed to delete country', failure);
    expect(afterDelete).not.toHaveBeenCalled();
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("alerts a failed delete with the server's message, else the feature text (spec 000 §8)", async () => {
    const failure = new Error('down');
    const { result } = render({
      remove: () => Promise.reject(failure),
      deleteFailed: { alert: 'Failed to delete user' },
    });
    act(() => result.current.openDelete(ADA));
    await act(() => result.current.confirmDelete());
    expect(errorToast).toHaveBeenCalledWith(failure, 'Failed to delete user');
  });
});
