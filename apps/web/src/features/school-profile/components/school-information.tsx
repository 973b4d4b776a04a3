import type { SchoolProfile } from '@school/contract';
import { DetailsList } from '@/components/ui/details-list';

/** Every detail of the school, a dash where none is given. */
export function SchoolInformation({ profile }: { profile: SchoolProfile }) {
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
        School Information
      </h2>
      <DetailsList
        items={[
          { label: 'School Name', value: profile.name },
          { label: 'School Code', value: profile.code },
          { label: 'Board', value: profile.board },
          { label: 'Email', value: profile.email },
          { label: 'Phone', value: profile.phone },
          { label: 'Website', value: website },
          {
            label: 'Address',
            value: [profile.address_line1, profile.address_line2].filter(Boolean).join(', '),
          },
          { label: 'City', value: profile.city },
          { label: 'State', value: profile.state },
          { label: 'Country', value: profile.country },
          { label: 'Postal Code', value: profile.postal_code },
          { label: 'Establishment Year', value: profile.establishment_year },
          { label: 'Affiliation Number', value: profile.affiliation_number },
        ]}
      />
    </section>
  );
}
