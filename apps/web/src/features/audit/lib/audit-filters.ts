import { ZAuditLogQuerySchema, type TAuditAction, type TAuditLogQuery } from '@openwell/contracts';

/**
 * The audit log's filters as kept in the page's URL (`?companyId=…&action=…&from=…&to=…&page=…`), so a filtered view
 * can be bookmarked, shared and survives a reload. Values the contract would refuse are ignored, not sent.
 */
export interface TAuditFilters {
  companyId: string | null;
  action: TAuditAction | null;
  /** First day, inclusive (YYYY-MM-DD, a UTC calendar day). */
  from: string | null;
  /** Last day, inclusive. */
  to: string | null;
  page: number;
}

const shape = ZAuditLogQuerySchema.shape;

function valid<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: string | null) {
  if (value === null || value === '') return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

export function filtersFromSearch(params: URLSearchParams): TAuditFilters {
  const page = Number(params.get('page'));
  return {
    companyId: valid<string | undefined>(shape.companyId, params.get('companyId')) ?? null,
    action: valid<TAuditAction | undefined>(shape.action, params.get('action')) ?? null,
    from: valid<string | undefined>(shape.from, params.get('from')) ?? null,
    to: valid<string | undefined>(shape.to, params.get('to')) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's search params for `filters` (empty filters and the first page left out). */
export function searchFromFilters(filters: TAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.companyId) params.set('companyId', filters.companyId);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A start after the end finds nothing: the page says so instead of asking. */
export function datesInOrder(filters: Pick<TAuditFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

export function hasFilters(filters: TAuditFilters): boolean {
  return Boolean(filters.companyId ?? filters.action ?? filters.from ?? filters.to);
}

/** The listAuditLog query for `filters`. */
export function auditQuery(filters: TAuditFilters): TAuditLogQuery {
  return {
    ...(filters.companyId ? { companyId: filters.companyId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
  };
}
