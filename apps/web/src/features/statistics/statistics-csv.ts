import type {
  ActivityStatistics,
  GrowthStatistics,
  PerformanceStatistics,
  SchoolsStatistics,
  StatisticsOverview,
  UsersStatistics,
} from '@school/contract';
import { dayLabel } from '@/lib/day-label';

/** What the screen shows; a part not loaded (or failed) is left out of the file. */
export interface ShownStatistics {
  overview?: StatisticsOverview | undefined;
  growth?: GrowthStatistics | undefined;
  activity?: ActivityStatistics | undefined;
  schools?: SchoolsStatistics | undefined;
  users?: UsersStatistics | undefined;
  performance?: PerformanceStatistics | undefined;
}

type Cell = string | number | null;

/** A cell a spreadsheet would run as a formula is prefixed with ', as the server's exports do. */
function cell(value: Cell): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The figures on screen as CSV rows of section, item, measure and value: made in the browser
 * from the data already loaded, so the file is exactly what the screen showed.
 */
export function statisticsCsv(shown: ShownStatistics): string {
  const rows: Cell[][] = [['section', 'item', 'measure', 'value']];
  const { overview, growth, activity, schools, users, performance } = shown;
  if (overview) {
    rows.push(
      ['Platform', 'Schools', 'total', overview.schools.total],
      ['Platform', 'Schools', 'active', overview.schools.active],
      ['Platform', 'Schools', 'boards', overview.schools.boards],
      ['Platform', 'Schools', 'states', overview.schools.states],
      ['Platform', 'Users', 'total', overview.users.total],
      ['Platform', 'Users', 'active', overview.users.active],
      ['Platform', 'Students', 'total', overview.academic.students],
      ['Platform', 'Students', 'active', overview.academic.active_students],
      ['Platform', 'Teachers', 'total', overview.academic.teachers],
    );
  }
  if (growth) {
    for (const p of growth.growth_data) {
      const item = `${p.period_name} (${p.period_start})`;
      for (const key of [
        'total_schools',
        'total_users',
        'total_students',
        'new_schools',
        'new_users',
        'new_students',
      ] as const) {
        rows.push([`Growth (${growth.period})`, item, key, p[key]]);
      }
    }
    for (const [key, value] of Object.entries(growth.growth_rates)) {
      rows.push([`Growth (${growth.period})`, 'Current period', key, value]);
    }
  }
  if (activity) {
    for (const d of activity.daily_activity) {
      for (const key of ['users_registered', 'sign_ins', 'notices_published', 'students_enrolled'] as const) {
        rows.push([`Activity (last ${activity.days} days)`, `${dayLabel(d)} (${d.date})`, key, d[key]]);
      }
    }
  }
  if (schools) {
    for (const s of schools.top_schools_by_users) {
      rows.push(
        ['Top schools', s.name, 'students', s.students_count],
        ['Top schools', s.name, 'teachers', s.teachers_count],
      );
    }
    for (const s of schools.schools_by_state) {
      rows.push(['Schools by state', s.state ?? 'Not specified', 'schools', s.schools_count]);
    }
  }
  if (users) {
    for (const r of users.users_by_role)
      rows.push(['Users by role', r.display_name ?? r.name, 'users', r.users_count]);
  }
  if (performance) {
    for (const [key, value] of Object.entries({
      ...performance.engagement_metrics,
      ...performance.health_indicators,
    })) {
      rows.push(['Performance', key, key.endsWith('_users') ? 'users' : 'percent', value]);
    }
  }
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Written first, as the server's exports do: spreadsheet programs read a file without it in the
 * machine's legacy code page, and names in any script other than Latin come out garbled.
 */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Hands the text to the browser as a file download (UTF-8 with a byte-order mark). */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([BYTE_ORDER_MARK, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
