/** React Query keys of the school profile screen; invalidating `all` refreshes everything on it. */
export const schoolProfileKeys = {
  all: ['school', 'profile'] as const,
  profile: () => [...schoolProfileKeys.all, 'details'] as const,
  statistics: () => [...schoolProfileKeys.all, 'statistics'] as const,
  analytics: () => [...schoolProfileKeys.all, 'analytics'] as const,
};
