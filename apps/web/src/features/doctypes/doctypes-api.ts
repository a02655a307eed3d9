import type {
  CreateDoctypeBody,
  Doctype,
  DoctypeList,
  UpdateDoctypeBody,
} from '@docsift/core/doctype';
import type { ReparseResponse } from '@docsift/core/pipeline';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import { isNotFound } from '../../lib/http/api-error.ts';
import { doctypesQueryKey } from '../../lib/query/shared-query-keys.ts';

export const doctypeKeys = {
  list: doctypesQueryKey,
  /** Under `list`: whatever refreshes the doctypes refreshes the drafts too. */
  drafts: ['doctypes', 'drafts'] as const,
  one: (id: string) => ['doctype', id] as const,
};

const path = (id: string) => `/api/doctypes/${encodeURIComponent(id)}`;

export const listDoctypes = () => apiRequest<DoctypeList>('GET', '/api/doctypes');
/** The caller's wizards left unfinished (a reload or a closed tab), newest first. */
export const listDoctypeDrafts = () => apiRequest<DoctypeList>('GET', '/api/doctypes?state=draft');
export const getDoctype = (id: string) => apiRequest<Doctype>('GET', path(id));
export const createDoctype = (body: CreateDoctypeBody) =>
  apiRequest<Doctype>('POST', '/api/doctypes', body);
export const updateDoctype = (id: string, body: UpdateDoctypeBody) =>
  apiRequest<Doctype>('PATCH', path(id), body);
export const deleteDoctype = (id: string) => apiRequest<void>('DELETE', path(id));
export const copyDoctype = (id: string) => apiRequest<Doctype>('POST', `${path(id)}/copy`);
/** Re-runs parsing of every done upload of the doctype with its current fields. */
export const reparseDoctype = (id: string) =>
  apiRequest<ReparseResponse>('POST', `${path(id)}/reparse`);

export function useDoctypes() {
  return useQuery({
    queryKey: doctypeKeys.list,
    queryFn: listDoctypes,
    select: (list) => list.doctypes,
  });
}

export function useDoctypeDrafts() {
  return useQuery({
    queryKey: doctypeKeys.drafts,
    queryFn: listDoctypeDrafts,
    select: (list) => list.doctypes,
  });
}

/** An unknown or deleted doctype is a state the page shows, not an error it throws. */
const getDoctypeOrNull = (id: string) =>
  getDoctype(id).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });

/** The doctype page's doctype, null when there is none; suspends until it is loaded. */
export function useDoctypeOrNull(id: string): Doctype | null {
  return useSuspenseQuery({ queryKey: doctypeKeys.one(id), queryFn: () => getDoctypeOrNull(id) })
    .data;
}

/**
 * The doctype as the cache holds it now, for what outlives the page's render (a dialog): it
 * follows the live events' reloads; undefined until loaded, null once gone. Never suspends.
 */
export function useLoadedDoctype(id: string): Doctype | null | undefined {
  return useQuery({ queryKey: doctypeKeys.one(id), queryFn: () => getDoctypeOrNull(id) }).data;
}

/** The doctype inside the doctype page, which renders its tabs only when the doctype exists. */
export function useDoctype(id: string): Doctype {
  const doctype = useDoctypeOrNull(id);
  if (!doctype) throw new Error(`useDoctype(${id}) outside an existing doctype's page`);
  return doctype;
}
