import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { isLanguage, LANGUAGE_OWN_NAMES, LANGUAGES } from '@school/contract';
import { ArrowLeftRight, Check, ChevronDown, Languages, LogOut, Settings, UserRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadges } from '@/components/ui/role-badges';
import { messageOf } from '@/lib/api-error';
import { areaNameKey, consolesOf, type ConsoleArea } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDialogState } from '@/lib/use-dialog-state';
import { AccountDialog, preloadSignedInDialogs } from '../account-dialogs';
import { useSaveLanguage } from './save-language';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900';

interface UserMenuProps {
  /** The console the menu is in. */
  area: ConsoleArea;
  settingsPath: string | null;
}

/**
 * Name, e-mail and every role, then Profile, Settings (when the user may see the console's
 * settings), the consoles of a user who may open several (a teacher who is also a parent), the
 * language the console speaks, and Logout; the two dialogs it opens live here too, each loaded
 * when first opened (account-dialogs.tsx).
 */
export function UserMenu({ area, settingsPath }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { dialog, open, close, restoreFocus } = useDialogState<'profile' | 'logout'>();
  const trigger = useRef<HTMLButtonElement>(null);
  const languageHeading = useId();
  const consolesHeading = useId();
  const consoles = consolesOf(user);
  const saveLanguage = useSaveLanguage();
  const name = user?.name ?? t('user_menu.account');
  const current = isLanguage(i18n.language) ? i18n.language : undefined;

  // The chosen item is about to go: the menu button is what the dialog finds focused, and so
  // what it gives focus back to (as in RowActionsMenu).
  const openDialog = (next: 'profile' | 'logout') => {
    trigger.current?.focus();
    open(next);
  };
  const closeDialog = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  // Saved as the user's own choice; the stored session user then switches the app's language.
  const chooseLanguage = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    saveLanguage.mutate(value, {
      onError: (error) => toast.error(messageOf(error, t('language.change_failed'))),
    });
  };

  return (
    <>
      {/* Not modal and not portalled: the page stays in the accessibility tree and the menu inside
          the banner landmark; it still closes on Escape and on a press outside. */}
      <DropdownMenu.Root
        modal={false}
        onOpenChange={(menuOpen) => {
          if (menuOpen) preloadSignedInDialogs();
        }}
      >
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={t('user_menu.trigger', { name })}
          className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <Avatar name={name} pictureUrl={user?.profile_picture} />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          // A dialog opened from the menu takes focus itself.
          onCloseAutoFocus={(event) => {
            if (dialog) event.preventDefault();
          }}
          className="z-30 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-500">{user?.email}</span>
            <div className="mt-2">
              <RoleBadges roles={user?.roles} />
            </div>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={ITEM} aria-haspopup="dialog" onSelect={() => openDialog('profile')}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('user_menu.profile')}
          </DropdownMenu.Item>
          {settingsPath && (
            <DropdownMenu.Item className={ITEM} asChild>
              <Link to={settingsPath}>
                <Settings aria-hidden="true" className="size-4" />
                {t('user_menu.settings')}
              </Link>
            </DropdownMenu.Item>
          )}
          {consoles.length > 1 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Group aria-labelledby={consolesHeading}>
                <DropdownMenu.Label
                  id={consolesHeading}
                  className="flex items-center gap-2 px-3 pt-1 pb-1 text-xs font-medium text-slate-500"
                >
                  <ArrowLeftRight aria-hidden="true" className="size-4" />
                  {t('user_menu.consoles')}
                </DropdownMenu.Label>
                {consoles.map((other) => {
                  const current = other.area.id === area.id;
                  return (
                    <DropdownMenu.Item key={other.area.id} className={`${ITEM} relative pl-9`} asChild>
                      <Link to={other.href} aria-current={current ? 'page' : undefined}>
                        {current && <Check aria-hidden="true" className="absolute left-3 size-4" />}
                        {t(areaNameKey(other.area))}
                      </Link>
                    </DropdownMenu.Item>
                  );
                })}
              </DropdownMenu.Group>
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label
            id={languageHeading}
            className="flex items-center gap-2 px-3 pt-1 pb-1 text-xs font-medium text-slate-500"
          >
            <Languages aria-hidden="true" className="size-4" />
            {t('language.label')}
          </DropdownMenu.Label>
          {/* Each language by its own name (and marked as that language), so that a reader who
              cannot read the current one still finds theirs. */}
          <DropdownMenu.RadioGroup
            aria-labelledby={languageHeading}
            value={current ?? ''}
            onValueChange={chooseLanguage}
          >
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                disabled={saveLanguage.isPending}
                className={`${ITEM} relative pl-9 data-disabled:cursor-wait data-disabled:opacity-60`}
              >
                <DropdownMenu.ItemIndicator className="absolute left-3 inline-flex">
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
                {LANGUAGE_OWN_NAMES[lng]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={ITEM} aria-haspopup="dialog" onSelect={() => openDialog('logout')}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('user_menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <AccountDialog dialog={dialog} onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
    </>
  );
}
