import { PARENT_SORTS, RELATIONSHIP_TYPES, type RelationshipType } from '@school/contract';
import type { TFunction } from 'i18next';
import type { SortOptions } from '@/lib/use-list-params';
import type { ParentFilterQuery } from './api/keys';

/** The list's filters as the URL holds them; '' means all relationships. */
export interface ParentFilters {
  relationship_type: string;
}

export const PARENT_FILTER_DEFAULTS: ParentFilters = { relationship_type: '' };

const isRelationship = (value: string): value is RelationshipType =>
  RELATIONSHIP_TYPES.some((r) => r === value);

/** Search and filters as the API takes them; a relationship the API does not know is dropped. */
export function parentFilterQuery(search: string, filters: ParentFilters): ParentFilterQuery {
  return {
    search: search.trim() || undefined,
    relationship_type: isRelationship(filters.relationship_type) ? filters.relationship_type : undefined,
  };
}

export const PARENT_SORT_OPTIONS: SortOptions<(typeof PARENT_SORTS)[number]> = {
  keys: PARENT_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};

/** "Father", "Mother", "Guardian", "Other" in the reader's language (`t` of the parents namespace). */
export const relationshipLabel = (t: TFunction, relationship: RelationshipType) =>
  t(`relationship.${relationship}`);

/** The relationship choices of the filter and the form: the value sent stays the API's. */
export const relationshipOptions = (t: TFunction) =>
  RELATIONSHIP_TYPES.map((value) => ({ value, label: relationshipLabel(t, value) }));
