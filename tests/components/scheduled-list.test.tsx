import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ScheduleDto } from '../../schemas/wire/schedule.ts'
import { ScheduledOnPage } from '../../src/engine/editor/scheduled-list.tsx'
import { server, withFormServices } from './forms-setup.ts'
import { renderWithProviders } from './render.tsx'

withFormServices()

const pending: ScheduleDto = {
  id: 's1',
  page: 'about',
  block_id: 'b1',
  block_type: 'cta',
  item_id: null,
  item_title: null,
  action: 'unpublish',
  at: '2027-01-31T09:00:00.000Z',
  created_by: 'mona@example.com',
  created_at: '2026-11-27T09:00:00.000Z',
  status: 'pending',
  refusal: null,
}
const refused: ScheduleDto = {
  ...pending,
  id: 's2',
  action: 'publish',
  at: '2026-11-26T09:00:00.000Z',
  status: 'refused',
  refusal: { code: 'INVALID_CONTENT', message: 'title.en: expected a string' },
}

beforeEach(() => {
  server.use(http.get('/api/v1/pages/:slug/schedules', () => HttpResponse.json({ schedules: [pending, refused] })))
})

describe("'Scheduled on this page'", () => {
  it('says which scheduled change did not happen, and what to do, apart from the pending ones', async () => {
    renderWithProviders(<ScheduledOnPage slug="about" />, { admin: true })
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).queryByText('Did not happen')).toBeNull()
    expect(within(items[0] as HTMLElement).getByText('Unpublish')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('Did not happen')).toBeTruthy()
    expect(
      within(items[1] as HTMLElement).getByText(
        'Refused when it fell due: the block no longer passes its checks. Open it, correct it and set the time again.',
      ),
    ).toBeTruthy()
  })

  it('in Arabic', async () => {
    renderWithProviders(<ScheduledOnPage slug="about" />, { admin: true, lng: 'ar' })
    const items = await screen.findAllByRole('listitem')
    expect(within(items[1] as HTMLElement).getByText('لم يُنفَّذ')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText(/^رُفض عند موعده/)).toBeTruthy()
  })
})
