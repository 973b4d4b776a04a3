/** React Query keys of the Profile's two-factor card. */
export const twoFactorKeys = {
  status: ['me', 'two-factor'] as const,
};
