/** What giving the Super Administrator role means, said before it is given. */
export const SUPERADMIN_GRANT_TITLE = 'Give the Super Administrator role?';

export const SUPERADMIN_GRANT_MESSAGE = (name: string) =>
  `${name} will hold every permission on the platform, present and future: every school, user, role, permission and setting, including power over the other superadmins, whose accounts they can edit, suspend and delete. The audit log records the grant.`;
