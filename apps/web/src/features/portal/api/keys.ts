import type { PortalScope } from '../portal-scope';

/**
 * React Query keys of the portals, by console then by what is read, so that opening a notice
 * can mark it read in every cached home and notices page of that console at once.
 */
const scopeKey = (scope: PortalScope) =>
  scope.kind === 'parent' ? (['portal', 'parent'] as const) : (['portal', 'student'] as const);
const childOf = (scope: PortalScope) => (scope.kind === 'parent' ? scope.childId : null);

export const portalKeys = {
  homes: (kind: PortalScope['kind']) => ['portal', kind, 'home'] as const,
  /** A parent's home of `childId`, or of their first child (null). */
  parentHome: (childId: number | null) => [...portalKeys.homes('parent'), childId] as const,
  studentHome: () => portalKeys.homes('student'),
  attendance: (scope: PortalScope) => [...scopeKey(scope), 'attendance', childOf(scope)] as const,
  teachers: (scope: PortalScope) => [...scopeKey(scope), 'teachers', childOf(scope)] as const,
  noticeLists: (kind: PortalScope['kind']) => ['portal', kind, 'notices'] as const,
  notices: (scope: PortalScope, page: number) =>
    [...portalKeys.noticeLists(scope.kind), childOf(scope), page] as const,
};
