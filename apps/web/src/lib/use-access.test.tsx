import { act, render, screen } from '@testing-library/react';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { signIn, updateSessionUser } from './session';
import { Can } from './use-access';

function Buttons() {
  return (
    <>
      <Can permission="users_create">
        <button type="button">Add User</button>
      </Can>
      <Can permission={['users_assign_roles', 'roles_view']}>
        <button type="button">Assign roles</button>
      </Can>
    </>
  );
}

const shown = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('Can', () => {
  it('shows a superadmin everything', () => {
    signIn('7|secret', sessionUser());
    render(<Buttons />);
    expect(shown()).toEqual(['Add User', 'Assign roles']);
  });

  it('shows a delegate only what every listed permission allows, and follows a reloaded session', () => {
    signIn('7|secret', delegateUser(['users_assign_roles']));
    render(<Buttons />);
    expect(shown()).toEqual([]);

    act(() => updateSessionUser(delegateUser(['users_assign_roles', 'roles_view', 'users_create'])));
    expect(shown()).toEqual(['Add User', 'Assign roles']);

    act(() => updateSessionUser(delegateUser(['users_create'])));
    expect(shown()).toEqual(['Add User']);
  });
});

describe('RowActionsMenu', () => {
  const actions = [
    { label: 'Edit', icon: Pencil, permission: 'users_update' as const, onSelect: () => {} },
    { label: 'Delete', icon: Trash2, permission: 'users_delete' as const, onSelect: () => {} },
  ];

  it('offers no menu at all when the user may take none of its actions', () => {
    signIn('7|secret', delegateUser(['users_view']));
    render(<RowActionsMenu label="Actions for Meera Iyer" actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Actions for Meera Iyer' })).not.toBeInTheDocument();
  });

  it('offers the menu when one action is allowed', () => {
    signIn('7|secret', delegateUser(['users_delete']));
    render(<RowActionsMenu label="Actions for Meera Iyer" actions={actions} />);
    expect(screen.getByRole('button', { name: 'Actions for Meera Iyer' })).toBeInTheDocument();
  });
});
