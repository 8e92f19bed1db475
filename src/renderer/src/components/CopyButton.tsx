import { useState } from 'react'
import { toast } from '../store/toasts'

export function CopyButton({
  text,
  label = 'Copy',
  what,
}: {
  text: string
  label?: string
  what: string
}) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error(`Could not copy the ${what}. Select it and copy it by hand.`)
    }
  }
  return (
    <button
      type="button"
      className="button small"
      onClick={() => void copy()}
      aria-label={`${label} ${what}`}
    >
      {copied ? 'Copied' : label}
    </button>
  )
}
