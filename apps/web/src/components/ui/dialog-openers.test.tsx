import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Eye, Zap } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { useDialogState } from '@/lib/use-dialog-state';
import { sessionUser } from '@/test/fixtures';
import { Button } from './button';
import { Modal } from './modal';
import { RowActionsMenu } from './row-actions-menu';

/*
 * A control that opens a dialog says so (aria-haspopup="dialog"): the browser walk opens every
 * such control of each page and reads its dialog in every language, so a control that forgot
 * would leave its dialog unread. (Lint catches a handler that opens one without saying so.)
 */
function Screen() {
  const dialogs = useDialogState<'create'>();
  return (
    <>
      <Button {...dialogs.opener('create')}>Add</Button>
      <Modal
        open={dialogs.dialog === 'create'}
        onOpenChange={(open) => !open && dialogs.close()}
        onCloseAutoFocus={dialogs.restoreFocus}
        title="New thing"
      >
        <p>Form</p>
      </Modal>
    </>
  );
}

describe('dialog openers', () => {
  it("a button spreading useDialogState's opener says it opens a dialog, opens it and gets focus back", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(add);
    expect(await screen.findByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it("a row menu's items say they open a dialog, but for one that acts at once", async () => {
    signIn('7|secret', sessionUser());
    const user = userEvent.setup();
    render(
      <RowActionsMenu
        label="Actions for Green Valley"
        actions={[
          { label: 'View details', icon: Eye, onSelect: vi.fn() },
          { label: 'Run now', icon: Zap, onSelect: vi.fn(), opensDialog: false },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Green Valley' }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('menuitem', { name: 'Run now' })).not.toHaveAttribute('aria-haspopup');
  });
});
