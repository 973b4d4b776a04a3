import { schoolProfileInputSchema, type SchoolProfile } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { EditProfileForm } from './edit-profile-form';

const record: SchoolProfile = {
  name: 'Greenfield Public School',
  code: 'GPS-01',
  board: 'ICSE',
  email: 'office@greenfield.example',
  phone: '+91 98765 43210',
  address_line1: '1 School Road',
  address_line2: 'Block B',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '411001',
  website: 'https://greenfield.example',
  establishment_year: 1990,
  affiliation_number: 'AFF-1990',
  logo_url: null,
  gallery: [],
};

describe('EditProfileForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <EditProfileForm profile={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(schoolProfileInputSchema.shape));
  });
});
