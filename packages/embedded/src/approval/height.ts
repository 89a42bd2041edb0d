/**
 * Tells the modal how tall a page of the wallet's origin is (the approval page, the passkey page), so it can
 * size the frame without a scrollbar where there is room (a height, nothing else; the modal caps it, and the
 * page then scrolls).
 */
export function reportHeight(content: HTMLElement, footer: HTMLElement) {
  if (window.parent === window) return
  const report = () =>
    window.parent.postMessage(
      {
        type: 'foyer-approval-height',
        height: Math.ceil(
          content.getBoundingClientRect().height + footer.getBoundingClientRect().height,
        ),
      },
      '*',
    )
  const observer = new ResizeObserver(report)
  observer.observe(content)
  observer.observe(footer)
}
