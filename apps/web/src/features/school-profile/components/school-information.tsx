import type { SchoolProfile } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';

/** Every detail of the school, a dash where none is given. */
export function SchoolInformation({ profile }: { profile: SchoolProfile }) {
  const { t } = useTranslation('school-profile');
  const website = profile.website ? (
    <a href={profile.website} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
      {profile.website}
    </a>
  ) : null;
  return (
    <section
      aria-labelledby="school-information-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="school-information-heading" className="mb-4 font-medium text-slate-900">
        {t('information.title')}
      </h2>
      <DetailsList
        items={[
          { label: t('fields.name'), value: profile.name },
          { label: t('fields.code'), value: profile.code },
          { label: t('fields.board'), value: profile.board },
          { label: t('fields.email'), value: profile.email },
          { label: t('fields.phone'), value: profile.phone },
          { label: t('fields.website'), value: website },
          {
            label: t('fields.address'),
            value: [profile.address_line1, profile.address_line2].filter(Boolean).join(', '),
          },
          { label: t('fields.city'), value: profile.city },
          { label: t('fields.state'), value: profile.state },
          { label: t('fields.country'), value: profile.country },
          { label: t('fields.postal_code'), value: profile.postal_code },
          { label: t('fields.establishment_year'), value: profile.establishment_year },
          { label: t('fields.affiliation_number'), value: profile.affiliation_number },
        ]}
      />
    </section>
  );
}
