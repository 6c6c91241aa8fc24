/**
 * The inline script of prerendered pages (scripts/build/startAfterPaint.js): the app's scripts
 * start only after load and paint, and a button pressed before the app owns the page is pressed
 * again once it does.
 */
import { appOwns, regionHydrated } from '../../../src/client/app/prerendered'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAfterPaint } = require('../../../scripts/build/startAfterPaint') as {
  startAfterPaint: () => void
}

const addedScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src)

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/assets/runtime.js">' +
    '<link rel="preload" as="script" href="/assets/main.js">'
  document.body.innerHTML = '<div id="root"><button type="button">Accept all</button></div>'
  startAfterPaint()
  document.dispatchEvent(new Event('DOMContentLoaded'))
})

afterEach(() => jest.useRealTimers())

it('adds the preloaded scripts, in order, only once the page has loaded', () => {
  jest.advanceTimersByTime(10)
  expect(addedScripts()).toEqual([])
  window.dispatchEvent(new Event('load'))
  jest.advanceTimersByTime(0)
  expect(addedScripts()).toEqual([
    'http://localhost/assets/runtime.js',
    'http://localhost/assets/main.js',
  ])
  const [runtime] = document.head.querySelectorAll('script')
  expect(runtime!.async).toBe(false)
})

it('holds a press made before the app owns the page and makes it again once it does', () => {
  const button = document.querySelector('button')!
  const presses = jest.fn()
  button.addEventListener('click', presses)
  button.click()
  expect(presses).not.toHaveBeenCalled()

  jest.advanceTimersByTime(100)
  expect(presses).not.toHaveBeenCalled()
  appOwns(document.getElementById('root')!)
  jest.advanceTimersByTime(25)
  expect(presses).toHaveBeenCalledTimes(1)

  button.click()
  expect(presses).toHaveBeenCalledTimes(2)
})

it('holds a press in a part whose code comes later until that part has hydrated too', () => {
  const root = document.getElementById('root')!
  root.insertAdjacentHTML(
    'beforeend',
    '<div data-hydrates-later><button type="button">Essential only</button></div>',
  )
  const [pageButton, lateButton] = root.querySelectorAll('button')
  const presses: string[] = []
  for (const button of [pageButton!, lateButton!]) {
    button.addEventListener('click', () => presses.push(button.textContent!))
  }
  appOwns(root)
  pageButton!.click()
  lateButton!.click()
  jest.advanceTimersByTime(500)
  expect(presses).toEqual(['Accept all'])

  regionHydrated(root.querySelector<HTMLElement>('[data-hydrates-later]')!)
  jest.advanceTimersByTime(25)
  expect(presses).toEqual(['Accept all', 'Essential only'])
  lateButton!.click()
  expect(presses).toEqual(['Accept all', 'Essential only', 'Essential only'])
})

it("presses the app's copy of a held button when the app renders the page afresh", () => {
  const root = document.getElementById('root')!
  root.innerHTML =
    '<button type="button" lang="en">EN English</button>' +
    '<button type="button" lang="es">ES Español</button>'
  root.querySelector<HTMLButtonElement>('[lang="es"]')!.click()

  // This visitor's view differs from the HTML: the app replaces it with its own.
  root.innerHTML =
    '<button type="button" lang="en">EN English</button>' +
    '<button type="button" lang="es">ES Español</button>'
  const presses: string[] = []
  for (const button of root.querySelectorAll('button')) {
    button.addEventListener('click', () => presses.push(button.lang))
  }
  jest.advanceTimersByTime(100)
  expect(presses).toEqual([])
  appOwns(root)
  jest.advanceTimersByTime(25)
  expect(presses).toEqual(['es'])
})
