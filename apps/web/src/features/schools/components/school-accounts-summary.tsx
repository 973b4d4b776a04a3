import type { SchoolAccount, SchoolAccounts } from '@school/contract';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Who a deactivation locks out: everyone who signs in through the school. */
export function LockedOutPeople({ accounts }: { accounts: SchoolAccounts | undefined }) {
  if (!accounts) return <p className="text-sm text-slate-500">Counting the school's people…</p>;
  const { admins, teachers, students, parents } = accounts.counts;
  return (
    <div className="mb-5 text-sm text-slate-700">
      <p>
        These accounts cannot sign in, and their open sessions stop working, until the school is activated
        again:
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        <li>
          {plural(admins, 'admin')}
          {accounts.admins.length > 0 && `: ${accounts.admins.map((a) => a.name).join(', ')}`}
        </li>
        <li>{plural(teachers, 'teacher')}</li>
        <li>{plural(students, 'student')}</li>
        <li>{plural(parents, 'parent')}</li>
      </ul>
    </div>
  );
}

const FATES: Record<SchoolAccount['on_delete'], string> = {
  deactivated: 'deactivated and signed out (kept for another school)',
  deleted: 'account deleted',
  kept: 'keeps their other roles, loses this school',
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
  if (total === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto">
        {accounts.map((account) => (
          <li key={account.id} className="[overflow-wrap:anywhere]">
            {account.name} &lt;{account.email}&gt;: {FATES[account.on_delete]}
          </li>
        ))}
        {total > accounts.length && <li className="text-slate-500">and {total - accounts.length} more</li>}
      </ul>
    </div>
  );
}

/** What a delete does to each account that came with the school, named, with the counts. */
export function DeletedAccounts({ accounts }: { accounts: SchoolAccounts | undefined }) {
  if (!accounts) return <p className="mb-5 text-sm text-slate-500">Listing the school's accounts…</p>;
  const { counts } = accounts;
  if (!accounts.deletable) {
    return (
      <p className="mb-5 text-sm text-slate-700">
        It still has {plural(counts.students, 'student')} and {plural(counts.teachers, 'teacher')}: remove
        them first, the delete is refused until then.
      </p>
    );
  }
  return (
    <div className="mb-5 space-y-3 text-sm text-slate-700">
      <p>
        {plural(counts.admins, 'admin')} and {plural(counts.parents, 'parent')}: {accounts.parents_deleted}{' '}
        parent {accounts.parents_deleted === 1 ? 'account is' : 'accounts are'} deleted,{' '}
        {accounts.parents_kept} kept for their other roles.
      </p>
      <AccountList title="Admin" accounts={accounts.admins} total={counts.admins} />
      <AccountList title="Parents" accounts={accounts.parents} total={counts.parents} />
    </div>
  );
}
