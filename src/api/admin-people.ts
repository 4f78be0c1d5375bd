import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PasswordLinkDto, PersonDto, RoleName } from '../../schemas/wire/people.ts'
import { apiFetch } from './client.ts'

export type { PasswordLinkDto, PersonDto, RoleName }

const peopleKey = ['admin', 'people'] as const
const person = (id: string) => `/v1/people/${encodeURIComponent(id)}`

/** GET /v1/people (administrators). */
export const usePeople = (enabled: boolean) =>
  useQuery({ queryKey: peopleKey, queryFn: () => apiFetch<{ items: PersonDto[] }>('/v1/people'), enabled })

/** The people's calls; each refreshes the list once it is answered. */
export function usePeopleActions() {
  const qc = useQueryClient()
  const settle = { onSettled: () => qc.invalidateQueries({ queryKey: peopleKey }) }
  return {
    add: useMutation({
      mutationFn: (p: { email: string; name: string; role: RoleName }) =>
        apiFetch<{ person: PersonDto; link: PasswordLinkDto }>('/v1/people', { method: 'POST', body: JSON.stringify(p) }),
      ...settle,
    }),
    change: useMutation({
      mutationFn: ({ id, ...change }: { id: string; role?: RoleName; name?: string }) =>
        apiFetch<PersonDto>(person(id), { method: 'PATCH', body: JSON.stringify(change) }),
      ...settle,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiFetch<void>(person(id), { method: 'DELETE' }), ...settle }),
    link: useMutation({
      mutationFn: (id: string) => apiFetch<PasswordLinkDto>(`${person(id)}/password-link`, { method: 'POST' }),
    }),
  }
}
