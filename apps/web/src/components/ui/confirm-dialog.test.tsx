import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ConfirmDialog as TConfirmDialog } from './confirm-dialog';

function Asking({
  ConfirmDialog,
  onConfirm,
}: {
  ConfirmDialog: typeof TConfirmDialog;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <p>{open ? 'asking' : 'idle'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete it?"
        description="It cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  afterEach(() => {
    vi.doUnmock('./confirm-dialog-view');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('draws nothing until asked, then the dialog, whose action confirms', async () => {
    // The dialog's own code, compiled ahead: the test is about when it shows, not how long that takes.
    await import('./confirm-dialog-view');
    const { ConfirmDialog } = await import('./confirm-dialog');
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Asking ConfirmDialog={ConfirmDialog} onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("asks with the browser's own dialog when its code cannot load (offline)", async () => {
    vi.resetModules();
    vi.doMock('./confirm-dialog-view', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { ConfirmDialog } = await import('./confirm-dialog');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Asking ConfirmDialog={ConfirmDialog} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Delete it?\n\nIt cannot be undone.'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
