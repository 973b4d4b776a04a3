import type { Student } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useStudentOptions } from '../api/get-student-options';

/** The class a student is in this year (never another year's: that would be next year's after a promotion). */
const classOf = (student: Student) => student.enrolment?.class_model.name;

interface StudentPickerProps {
  /** Checkboxes to choose several students, or radio buttons to choose one. */
  multiple: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The legend of the list, read before each student's name. */
  legend: string;
  /** Students not to offer, such as those already linked. */
  exclude?: ReadonlySet<number>;
}

/** A searchable list of the school's active students (up to 100 per search, spec 02). */
export function StudentPicker({ multiple, selected, onToggle, legend, exclude }: StudentPickerProps) {
  const { t } = useTranslation('parents');
  const [search, setSearch] = useState('');
  const students = useStudentOptions(search);
  const offered = (students.data ?? []).filter((s) => !exclude?.has(s.id));

  return (
    <div className="space-y-3">
      <SearchInput
        label={t('picker.search_label')}
        placeholder={t('picker.search_placeholder')}
        value={search}
        onSearch={setSearch}
      />
      {students.data ? (
        offered.length > 0 ? (
          <fieldset>
            <legend className="sr-only">{legend}</legend>
            <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {offered.map((student) => {
                const className = classOf(student);
                return (
                  <li key={student.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                      <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={multiple ? undefined : 'student'}
                        className="size-4"
                        checked={selected.has(student.id)}
                        onChange={() => onToggle(student.id)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium break-words text-slate-900">{student.name}</span>
                        <span className="block text-xs text-slate-500">
                          {student.admission_no}
                          {className ? ` · ${className}` : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600">{search.trim() ? t('picker.no_match') : t('picker.none')}</p>
        )
      ) : students.isError ? (
        <p className="text-sm text-slate-600">{t('picker.load_failed')}</p>
      ) : (
        <Spinner label={t('picker.loading')} />
      )}
    </div>
  );
}
