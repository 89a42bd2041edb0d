import { showToast } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { CopyIcon } from './icons.js'

/** "Copy link": puts `link` on the clipboard and says so in a toast (or that it could not). Disabled without one. */
export function CopyLinkButton({ link, testId }: { link: string | undefined; testId: string }) {
  const foyer = useFoyer()
  const m = useMessages()
  const copy = () => {
    if (!link) return
    navigator.clipboard.writeText(link).then(
      () => showToast(foyer, { variant: 'success', message: m.linkCopied }),
      () => showToast(foyer, { variant: 'error', message: m.linkCopyFailed }),
    )
  }
  return (
    <button
      type="button"
      className="secondary"
      disabled={!link}
      onClick={copy}
      data-testid={testId}
    >
      <CopyIcon />
      {m.copyLink}
    </button>
  )
}
