import type { Migration } from 'kysely';
import * as createIdentityTables from './2026_11_22_0100_create_identity_tables';
import * as createSchoolTables from './2026_11_22_0110_create_school_tables';
import * as createPlatformTables from './2026_11_22_0120_create_platform_tables';
import * as createPeopleTables from './2026_11_22_0200_create_people_tables';
import * as createSearchIndexes from './2026_11_22_0300_create_search_indexes';
import * as createContactMessages from './2026_11_22_0400_create_contact_messages';
import * as createAccessControl from './2026_11_24_0100_create_access_control';
import * as createListSortIndexes from './2026_11_24_0200_create_list_sort_indexes';
import * as createRowCounts from './2026_11_24_0210_create_row_counts';
import * as countPeoplePerSchool from './2026_11_24_0220_count_people_per_school';
import * as createInquirySearchIndex from './2026_11_24_0230_create_inquiry_search_index';
import * as createAcademicTables from './2026_11_25_0100_create_academic_tables';
import * as createParents from './2026_11_25_0200_create_parents';
import * as indexPeopleBySchool from './2026_11_25_0300_index_people_by_school';
import * as createSchoolProfileTables from './2026_11_26_0100_create_school_profile_tables';
import * as countNoticesPerSchool from './2026_11_26_0120_count_notices_per_school';
import * as indexPeopleCodesIgnoringCase from './2026_11_26_0140_index_people_codes_ignoring_case';
import * as createAuditSearchIndex from './2026_11_27_0100_create_audit_search_index';
import * as indexStudentsByCreation from './2026_11_27_0200_index_students_by_creation';
import * as indexStudentsByStatus from './2026_11_27_0400_index_students_by_status';
import * as splitDelegatedPermissions from './2026_11_28_0100_split_delegated_permissions';
import * as oneClassTeacherPerPlace from './2026_11_29_0100_one_class_teacher_per_place';
import * as createClassSubjects from './2026_11_29_0110_create_class_subjects';
import * as indexRollNumbersPerSection from './2026_11_29_0200_index_roll_numbers_per_section';
import * as makeSignInOptional from './2026_11_29_0300_make_sign_in_optional';
import * as archivePeople from './2026_11_29_0310_archive_people';
import * as onePrimaryParent from './2026_11_29_0320_one_primary_parent';
import * as addInquiriesExport from './2026_11_29_0500_add_inquiries_export';
import * as dropUnsentNotificationFlags from './2026_11_29_0600_drop_unsent_notification_flags';
import * as addUnlockPermission from './2026_11_29_0610_add_unlock_permission';
import * as addUserLanguage from './2026_12_01_0100_add_user_language';
import * as createAttendance from './2026_12_02_0100_create_attendance';
import * as createAbsenceAlerts from './2026_12_02_0200_create_absence_alerts';
import * as sumAttendancePerSchoolDay from './2026_12_02_0300_sum_attendance_per_school_day';
import * as addressNotices from './2026_12_03_0100_address_notices';
import * as addPortalPermissions from './2026_12_03_0200_add_portal_permissions';
import * as createImports from './2026_12_04_0100_create_imports';
import * as addImportPermissions from './2026_12_04_0200_add_import_permissions';
import * as indexRegistersByClassYear from './2026_12_02_0310_index_registers_by_class_year';
import * as createDataExports from './2026_12_05_0500_create_data_exports';
import * as createUserBrowsers from './2026_12_05_0600_create_user_browsers';
import * as addEndSessionsPermission from './2026_12_05_0610_add_end_sessions_permission';
import * as createSecondFactors from './2026_12_05_0700_create_second_factors';
import * as addTwoFactorResetPermissions from './2026_12_05_0710_add_two_factor_reset_permissions';
import * as countAttendancePerStudent from './2026_12_10_0100_count_attendance_per_student';
import * as createPeopleSearch from './2026_12_10_0200_create_people_search';
import * as countFigures from './2026_12_10_0300_count_figures';
import * as countActiveStudents from './2026_12_10_0310_count_active_students';
import * as countRowsPerStatement from './2026_12_10_0400_count_rows_per_statement';
import * as appendFigureCounts from './2026_12_10_0500_append_figure_counts';
import * as indexUsersByLastSignIn from './2026_12_10_0600_index_users_by_last_sign_in';
import * as coverEnrolmentCounts from './2026_12_10_0700_cover_enrolment_counts';
import * as countSectionSeats from './2026_12_10_0800_count_section_seats';
import * as countActiveStudentsPerDay from './2026_12_10_0900_count_active_students_per_day';
import * as keepSchoolSizes from './2026_12_10_1000_keep_school_sizes';
import * as lockAccountsOfCountedStudents from './2026_12_10_1100_lock_accounts_of_counted_students';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0100_create_identity_tables': createIdentityTables,
  '2026_11_22_0110_create_school_tables': createSchoolTables,
  '2026_11_22_0120_create_platform_tables': createPlatformTables,
  '2026_11_22_0200_create_people_tables': createPeopleTables,
  '2026_11_22_0300_create_search_indexes': createSearchIndexes,
  '2026_11_22_0400_create_contact_messages': createContactMessages,
  '2026_11_24_0100_create_access_control': createAccessControl,
  '2026_11_24_0200_create_list_sort_indexes': createListSortIndexes,
  '2026_11_24_0210_create_row_counts': createRowCounts,
  '2026_11_24_0220_count_people_per_school': countPeoplePerSchool,
  '2026_11_24_0230_create_inquiry_search_index': createInquirySearchIndex,
  '2026_11_25_0100_create_academic_tables': createAcademicTables,
  '2026_11_25_0200_create_parents': createParents,
  '2026_11_25_0300_index_people_by_school': indexPeopleBySchool,
  '2026_11_26_0100_create_school_profile_tables': createSchoolProfileTables,
  '2026_11_26_0120_count_notices_per_school': countNoticesPerSchool,
  '2026_11_26_0140_index_people_codes_ignoring_case': indexPeopleCodesIgnoringCase,
  '2026_11_27_0100_create_audit_search_index': createAuditSearchIndex,
  '2026_11_27_0200_index_students_by_creation': indexStudentsByCreation,
  '2026_11_27_0400_index_students_by_status': indexStudentsByStatus,
  '2026_11_28_0100_split_delegated_permissions': splitDelegatedPermissions,
  '2026_11_29_0100_one_class_teacher_per_place': oneClassTeacherPerPlace,
  '2026_11_29_0110_create_class_subjects': createClassSubjects,
  '2026_11_29_0200_index_roll_numbers_per_section': indexRollNumbersPerSection,
  '2026_11_29_0300_make_sign_in_optional': makeSignInOptional,
  '2026_11_29_0310_archive_people': archivePeople,
  '2026_11_29_0320_one_primary_parent': onePrimaryParent,
  '2026_11_29_0500_add_inquiries_export': addInquiriesExport,
  '2026_11_29_0600_drop_unsent_notification_flags': dropUnsentNotificationFlags,
  '2026_11_29_0610_add_unlock_permission': addUnlockPermission,
  '2026_12_01_0100_add_user_language': addUserLanguage,
  '2026_12_02_0100_create_attendance': createAttendance,
  '2026_12_02_0200_create_absence_alerts': createAbsenceAlerts,
  '2026_12_02_0300_sum_attendance_per_school_day': sumAttendancePerSchoolDay,
  '2026_12_02_0310_index_registers_by_class_year': indexRegistersByClassYear,
  '2026_12_03_0100_address_notices': addressNotices,
  '2026_12_03_0200_add_portal_permissions': addPortalPermissions,
  '2026_12_04_0100_create_imports': createImports,
  '2026_12_04_0200_add_import_permissions': addImportPermissions,
  '2026_12_05_0500_create_data_exports': createDataExports,
  '2026_12_05_0600_create_user_browsers': createUserBrowsers,
  '2026_12_05_0610_add_end_sessions_permission': addEndSessionsPermission,
  '2026_12_05_0700_create_second_factors': createSecondFactors,
  '2026_12_05_0710_add_two_factor_reset_permissions': addTwoFactorResetPermissions,
  '2026_12_10_0100_count_attendance_per_student': countAttendancePerStudent,
  '2026_12_10_0200_create_people_search': createPeopleSearch,
  '2026_12_10_0300_count_figures': countFigures,
  '2026_12_10_0310_count_active_students': countActiveStudents,
  '2026_12_10_0400_count_rows_per_statement': countRowsPerStatement,
  '2026_12_10_0500_append_figure_counts': appendFigureCounts,
  '2026_12_10_0600_index_users_by_last_sign_in': indexUsersByLastSignIn,
  '2026_12_10_0700_cover_enrolment_counts': coverEnrolmentCounts,
  '2026_12_10_0800_count_section_seats': countSectionSeats,
  '2026_12_10_0900_count_active_students_per_day': countActiveStudentsPerDay,
  '2026_12_10_1000_keep_school_sizes': keepSchoolSizes,
  '2026_12_10_1100_lock_accounts_of_counted_students': lockAccountsOfCountedStudents,
};
