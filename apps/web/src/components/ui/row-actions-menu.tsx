import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreVertical, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import type { Permission } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';

export interface RowAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Destructive actions are set apart in red. */
  danger?: boolean;
  /** Offered only to a user who holds it (every one, given a list). */
  permission?: Permission | readonly Permission[];
  /**
   * A row action opens a dialog (the details, a form, a confirmation), and its item says so
   * (aria-haspopup="dialog"); false for one that acts at once, without a dialog.
   */
  opensDialog?: boolean;
}

interface RowActionsMenuProps {
  /** Names the button, e.g. "Actions for Green Valley School". */
  label: string;
  actions: readonly RowAction[];
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-highlighted:bg-slate-100';

/** The "more" menu at the end of a table row: the actions the user may take, none when none. */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { can } = useAccess();
  const allowed = actions.filter(({ permission = [] }) => can(permission));
  if (allowed.length === 0) return null;
  return (
    // Not modal, so a dialog opened from an item does not find the page still locked by the menu;
    // not portalled, so the menu stays inside the page's landmarks.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <MoreVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className="z-30 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-left shadow-lg"
      >
        {allowed.map(({ label: text, icon: Icon, onSelect, danger, opensDialog = true }) => (
          <DropdownMenu.Item
            key={text}
            aria-haspopup={opensDialog ? 'dialog' : undefined}
            onSelect={() => {
              // The item is about to go: the menu button is what a dialog opened from here
              // finds focused, and so what it gives focus back to (see useDialogState).
              trigger.current?.focus();
              onSelect();
            }}
            className={`${ITEM} ${danger ? 'text-red-700 data-highlighted:text-red-800' : 'text-slate-700 data-highlighted:text-slate-900'}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {text}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
