// A page rendered at build time shows its content without the app's scripts, so they must not
// hold up its first paint: the HTML, the styles and the hero image get the bandwidth and the CPU
// first. scripts/build/prerender.js lists the page's scripts as low-priority preloads (they
// download after what the page needs, while it paints) and inlines `startAfterPaint`, which runs
// them in order once the page has loaded and painted. The server allows it by its hash
// (src/server/plugins/security.ts): its code is the same on every page.

/* global document, window, PerformanceObserver, Element */

/**
 * Runs in the page, before the body is parsed. Starts the app's scripts once the page has loaded
 * and its largest content has painted (or after a few seconds, if the browser never says so). A
 * button pressed before the app has taken over its part of the page is pressed again once it
 * has: the app marks the root `data-app-owned` as React claims it, and each part whose code
 * loads later (`data-hydrates-later`) `data-hydrated` once that code has hydrated it
 * (src/client/app/prerendered.ts); when the app renders afresh instead, its copy of the button
 * is pressed. React replays presses made while it hydrates the rest.
 */
function startAfterPaint() {
  var root = null
  var loaded = false
  var painted = document.visibilityState !== 'visible'
  var started = false
  var pressed = []

  function appOwns(button) {
    if (!root.hasAttribute('data-app-owned')) return false
    var region = button.closest('[data-hydrates-later]')
    return !region || region.hasAttribute('data-hydrated')
  }

  // What tells a button apart on the page: a page the app renders afresh over its HTML (the
  // visitor's view differs from it) has its own copy of the button pressed, told apart the same
  // way.
  function describe(button) {
    return [button.getAttribute('aria-label'), button.lang, button.textContent].join('|')
  }

  function copyOf(description) {
    var buttons = root.querySelectorAll('button')
    for (var i = 0; i < buttons.length; i += 1) {
      if (describe(buttons[i]) === description) return buttons[i]
    }
    return null
  }

  function pressAgainOnceHydrated() {
    pressed = pressed.filter(function (held) {
      if (!held.button.isConnected) held.button = copyOf(held.description)
      if (!held.button) return false
      if (!appOwns(held.button)) return true
      held.button.click()
      return false
    })
    if (pressed.length > 0) setTimeout(pressAgainOnceHydrated, 25)
  }

  function keepEarlyPress(event) {
    var button = event.target instanceof Element && event.target.closest('button')
    if (!button || !root || !root.contains(button) || appOwns(button)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    var held = { button: button, description: describe(button) }
    if (pressed.push(held) === 1) setTimeout(pressAgainOnceHydrated, 25)
  }

  function runScripts() {
    document.querySelectorAll('link[rel=preload][as=script]').forEach(function (link) {
      var script = document.createElement('script')
      script.src = link.href
      script.async = false
      document.head.appendChild(script)
    })
  }

  function startWhenReady() {
    if (started || !loaded || !painted) return
    started = true
    setTimeout(runScripts, 0)
  }

  function paintSeen() {
    painted = true
    startWhenReady()
  }

  document.addEventListener('click', keepEarlyPress, true)
  document.addEventListener('DOMContentLoaded', function () {
    root = document.getElementById('root')
  })
  addEventListener('load', function () {
    loaded = true
    setTimeout(paintSeen, 3000)
    startWhenReady()
  })
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  var paintType = ['largest-contentful-paint', 'paint'].filter(function (type) {
    return types.indexOf(type) !== -1
  })[0]
  if (paintType) new PerformanceObserver(paintSeen).observe({ type: paintType, buffered: true })
  else painted = true
}

const START_AFTER_PAINT = `(${startAfterPaint.toString()})()`

/** The page's scripts as low-priority preloads, then the script that runs them after paint. */
function scriptsAfterPaint(files) {
  const preloads = files
    .map((file) => `<link href="/${file}" rel="preload" as="script" fetchpriority="low">`)
    .join('')
  return `${preloads}<script>${START_AFTER_PAINT}</script>`
}

module.exports = { scriptsAfterPaint, startAfterPaint }
