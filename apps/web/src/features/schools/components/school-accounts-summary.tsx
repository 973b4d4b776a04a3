import type { SchoolAccount, SchoolAccounts } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** Who a deactivation locks out: everyone who signs in through the school. */
export function LockedOutPeople({ accounts }: { accounts: SchoolAccounts | undefined }) {
  const { t } = useTranslation('schools');
  if (!accounts) return <p className="text-sm text-slate-500">{t('accounts.counting')}</p>;
  const { admins, teachers, students, parents } = accounts.counts;
  return (
    <div className="mb-5 text-sm text-slate-700">
      <p>{t('accounts.locked_out')}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        <li>
          {accounts.admins.length > 0
            ? t('accounts.admins_named', {
                count: admins,
                names: accounts.admins.map((a) => a.name).join(', '),
              })
            : t('accounts.admins', { count: admins })}
        </li>
        <li>{t('accounts.teachers', { count: teachers })}</li>
        <li>{t('accounts.students', { count: students })}</li>
        <li>{t('accounts.parents', { count: parents })}</li>
      </ul>
    </div>
  );
}

/** What a delete does to an account: accounts.fate_deactivated, fate_deleted or fate_kept. */
const FATE_KEYS: Record<SchoolAccount['on_delete'], string> = {
  deactivated: 'accounts.fate_deactivated',
  deleted: 'accounts.fate_deleted',
  kept: 'accounts.fate_kept',
};

function AccountList({
  title,
  accounts,
  total,
}: {
  title: string;
  accounts: SchoolAccount[];
  total: number;
}) {
  const { t } = useTranslation('schools');
  if (total === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto">
        {accounts.map((account) => (
          <li key={account.id} className="[overflow-wrap:anywhere]">
            {t('accounts.account', {
              name: account.name,
              email: account.email,
              fate: t(FATE_KEYS[account.on_delete]),
            })}
          </li>
        ))}
        {total > accounts.length && (
          <li className="text-slate-500">{t('accounts.more', { count: total - accounts.length })}</li>
        )}
      </ul>
    </div>
  );
}

/** What a delete does to each account that came with the school, named, with the counts. */
export function DeletedAccounts({ accounts }: { accounts: SchoolAccounts | undefined }) {
  const { t } = useTranslation('schools');
  if (!accounts) return <p className="mb-5 text-sm text-slate-500">{t('accounts.listing')}</p>;
  const { counts } = accounts;
  if (!accounts.deletable) {
    return (
      <p className="mb-5 text-sm text-slate-700">
        {t('accounts.delete_refused', {
          // Named apart from the glossary's words, which the texts around them must translate.
          pupil_count: t('accounts.students', { count: counts.students }),
          staff_count: t('accounts.teachers', { count: counts.teachers }),
        })}
      </p>
    );
  }
  return (
    <div className="mb-5 space-y-3 text-sm text-slate-700">
      <p>
        {t('accounts.delete_summary', {
          count: accounts.parents_deleted,
          kept: accounts.parents_kept,
          admins: t('accounts.admins', { count: counts.admins }),
          parents: t('accounts.parents', { count: counts.parents }),
        })}
      </p>
      <AccountList title={t('accounts.admin_title')} accounts={accounts.admins} total={counts.admins} />
      <AccountList title={t('accounts.parents_title')} accounts={accounts.parents} total={counts.parents} />
    </div>
  );
}
