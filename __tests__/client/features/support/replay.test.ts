import { parseReport, replayReport } from '../../../../src/client/features/support/replay'

const file = (report: object) => JSON.stringify(report)

describe('replaying a report without the extension', () => {
  it('starts from the preloaded state and applies every action in order', () => {
    const state = replayReport(
      parseReport(
        file({
          payload: JSON.stringify([
            { type: 'preferences/languageSelected', payload: 'es' },
            { type: 'support/reportDialogOpened' },
          ]),
          preloadedState: JSON.stringify({ preferences: { language: 'en' } }),
          description: 'ignored by the replay',
        }),
      ),
    )
    expect(state.preferences.language).toBe('es')
    expect(state.support?.dialogOpen).toBe(true)
    expect(state.basket.items).toEqual([])
  })

  it.each([
    ['no payload', { preloadedState: '{}' }, /"payload" must be a JSON string/],
    ['no state', { payload: '[]' }, /"preloadedState" must be a JSON string/],
    ['actions without a type', { payload: '[{"x":1}]', preloadedState: '{}' }, /with a "type"/],
    ['a state that is not an object', { payload: '[]', preloadedState: '[]' }, /hold an object/],
  ])('refuses a file with %s, saying why', (_case, report, message) => {
    expect(() => parseReport(file(report))).toThrow(message)
  })
})
