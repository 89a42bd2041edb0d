// Runs inside the page from its first script on (plain JavaScript: it is injected as text, so no
// compiler helper can leak into it). It records, on the page's own clock (performance.now(), zero at
// navigation start):
// - buttonAt: the first animation frame in which the connect button has a non-empty box;
// - clickAt: the first click's event time;
// - firstViewAt: the first animation frame after that click in which the modal's first view has a
//   non-empty box and is not `visibility: hidden` (Playwright's definition of visible: a view that fades
//   in counts from its first frame).
// Polling on requestAnimationFrame measures what could have been painted, at frame resolution.
// Each time is also a user-timing mark of the same name, which the harness finds in a Chromium trace to sum
// the main thread's CPU (mainThread.ts); the press (the first pointer down) is marked too.
// Each time is also announced with console.debug('foyer-bench:' + name): the harness waits for that message rather
// than polling the page, because Playwright's polling installs its injected script (~40 ms of main-thread
// work at 4x throttling) in the middle of the load being timed, ahead of or behind the button at random.
// A path is a list of CSS selectors, each searched inside the previous match's open shadow root.
// biome-ignore lint/correctness/noUnusedVariables: called by the script latency.ts appends.
function benchProbe(button, firstView) {
  const find = (path) => {
    let root = document
    let element = null
    for (const selector of path) {
      if (!root) return null
      element = root.querySelector(selector)
      if (!element) return null
      root = element.shadowRoot
    }
    return element
  }
  const visible = (element) => {
    if (!element?.isConnected) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const times = { buttonAt: null, clickAt: null, firstViewAt: null }
  window.__bench = times
  window.__benchFirstViewVisible = () => visible(find(firstView))
  const announce = (name) => {
    performance.mark(`foyer-bench:${name}`)
    console.debug(`foyer-bench:${name}`)
  }
  const pollButton = () => {
    if (visible(find(button))) {
      times.buttonAt = performance.now()
      announce('button')
    } else requestAnimationFrame(pollButton)
  }
  requestAnimationFrame(pollButton)
  let pressed = false
  addEventListener(
    'pointerdown',
    () => {
      if (pressed) return
      pressed = true
      performance.mark('foyer-bench:press')
    },
    true,
  )
  addEventListener(
    'click',
    (event) => {
      if (times.clickAt !== null) return
      times.clickAt = event.timeStamp
      const pollView = () => {
        if (visible(find(firstView))) {
          times.firstViewAt = performance.now()
          announce('first-view')
        } else requestAnimationFrame(pollView)
      }
      requestAnimationFrame(pollView)
    },
    true,
  )
}
