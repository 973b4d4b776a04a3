import type { ConsoleUser, Pagination, School } from '@school/contract';

/** Records as the superadmin API returns them, for screens' tests. */
export function school(overrides: Partial<School> = {}): School {
  return {
    id: 10,
    name: 'Green Valley School',
    code: 'GVS',
    board: 'CBSE',
    email: 'office@greenvalley.example',
    phone: null,
    address_line1: null,
    address_line2: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    postal_code: null,
    logo_url: null,
    active: true,
    students_count: 0,
    teachers_count: 0,
    admins: [],
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function consoleUser(overrides: Partial<ConsoleUser> = {}): ConsoleUser {
  return {
    id: 20,
    name: 'Meera Iyer',
    email: 'meera@example.com',
    phone: null,
    status: 'active',
    profile_picture: null,
    roles: [{ id: 2, name: 'school_admin', display_name: 'School Administrator' }],
    school: null,
    last_login_at: null,
    locked_until: null,
    email_verified_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function pagination(total: number, currentPage = 1, perPage = 15, lowerBound = false): Pagination {
  return {
    total,
    total_is_lower_bound: lowerBound,
    per_page: perPage,
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The success envelope around `data`. */
export const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { success: true, message, data },
});
