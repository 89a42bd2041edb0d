import { formatMessage } from '@foyer/core'
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { useMessages } from '../../messages.js'
import { useSecondsLeft } from './useSecondsLeft.js'
import { useShake } from './useShake.js'

/** The codes the embedded wallet sends have six digits. */
const CODE_LENGTH = 6
const POSITIONS = Array.from({ length: CODE_LENGTH }, (_, index) => index)
const EMPTY: readonly string[] = POSITIONS.map(() => '')

export type OtpInputProps = {
  /** What to type, and where the code went ('Enter the code sent to …'); it labels the group of boxes. */
  label: ReactNode
  /** Called once when the sixth digit is in (typed, pasted or filled in by the browser). */
  onComplete(code: string): void
  /** A submitted code is being checked: the boxes are read-only meanwhile. */
  busy?: boolean | undefined
  /** Why the last code was refused. A new one clears the boxes and puts focus on the first. */
  error?: string | undefined
  /** The resend control; without it none is shown. */
  resend?:
    | {
        /** When a new code may be asked for (ms since the epoch); the control counts down until then. */
        availableAt?: number | undefined
        /** A resend was asked for and the flow has not answered yet. */
        pending?: boolean | undefined
        onResend(): void
      }
    | undefined
}

/**
 * A one-time code as six single-digit boxes: the first has focus when they show, typing moves on, Backspace
 * moves back, a pasted code (spaces and dashes allowed) fills them all, and the code is submitted by itself
 * once complete.
 */
export function OtpInput({ label, onComplete, busy = false, error, resend }: OtpInputProps) {
  const m = useMessages()
  const errorId = useId()
  const [digits, setDigits] = useState<readonly string[]>(EMPTY)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  // The code last handed to onComplete: the same code is not sent twice unless the boxes were cleared.
  const submitted = useRef<string | undefined>(undefined)
  const previous = useRef({ busy, error })
  const { shaking, shake } = useShake()

  // Shown in place of the e-mail field: the visitor's next keys are the code, so the first box takes them
  // (the view's title was announced when the view showed; Shell announces it if this comes with the view).
  useEffect(() => {
    boxes.current[0]?.focus()
  }, [])

  useEffect(() => {
    const before = previous.current
    previous.current = { busy, error }
    // A refusal arrives as a new error, or as the same text once more after another check.
    if (error && (error !== before.error || (before.busy && !busy))) {
      setDigits(EMPTY)
      submitted.current = undefined
      boxes.current[0]?.focus()
      shake()
    }
  }, [busy, error, shake])

  const submit = (next: readonly string[]) => {
    const code = next.join('')
    if (busy || code.length !== CODE_LENGTH || submitted.current === code) return
    submitted.current = code
    onComplete(code)
  }

  /** Puts `typed` digits into the boxes from `from` on, then moves focus past them. */
  const fill = (from: number, typed: string) => {
    const next = [...digits]
    let index = from
    for (const digit of typed.slice(0, CODE_LENGTH - from)) next[index++] = digit
    setDigits(next)
    boxes.current[Math.min(index, CODE_LENGTH - 1)]?.focus()
    submit(next)
  }

  const clear = (index: number) => setDigits(digits.map((digit, at) => (at === index ? '' : digit)))

  const onChange = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '')
    if (!typed) return clear(index)
    const old = digits[index]
    // Typing into a filled box whose text was not selected: keep the new digit, wherever the caret was.
    if (typed.length === 2 && old)
      return fill(index, typed.charAt(0) === old ? typed.charAt(1) : typed.charAt(0))
    fill(index, typed)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      clear(index - 1)
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault()
      boxes.current[index + 1]?.focus()
    } else if (event.key === 'Enter') {
      submit(digits)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const typed = event.clipboardData.getData('text').replace(/[\s-]/g, '')
    if (busy || !/^\d+$/.test(typed)) return
    // A whole code goes in from the first box, wherever it was pasted.
    fill(typed.length >= CODE_LENGTH ? 0 : index, typed)
  }

  return (
    <div className="otp" aria-busy={busy}>
      {/* A code reads left to right in every language (the first digit leftmost, as the mail writes it,
          and the arrow keys move as they look); the label keeps its own language's direction. */}
      <fieldset
        dir="ltr"
        className={shaking ? 'otp-boxes shake' : 'otp-boxes'}
        aria-describedby={error ? errorId : undefined}
        data-testid="foyer-otp-input"
      >
        <legend className="otp-label" dir="auto">
          {label}
        </legend>
        {POSITIONS.map((index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="otp-digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={formatMessage(m.otpDigit, { index: index + 1, count: CODE_LENGTH })}
            aria-invalid={error ? true : undefined}
            readOnly={busy}
            value={digits[index]}
            data-testid={`foyer-otp-digit-${index + 1}`}
            onChange={(event) => onChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className="error" role="alert" data-testid="foyer-otp-error">
          {error}
        </p>
      ) : null}
      {busy ? (
        <p className="otp-status muted" role="status">
          <span className="spinner" aria-hidden="true" />
          {m.checkingCode}
        </p>
      ) : resend ? (
        <ResendButton {...resend} />
      ) : null}
    </div>
  )
}

/**
 * 'Resend code', or 'Resend code in N s' while the cooldown runs: the control says what it will do and when
 * (issue 40: 'Please try again after N seconds' beside 'Enter the code' read as a failure). SPEC §5's
 * 'Please try again after N seconds' is the service's answer to a retrigger within the 30 s, shown as the
 * step's error.
 */
function ResendButton({
  availableAt,
  pending = false,
  onResend,
}: NonNullable<OtpInputProps['resend']>) {
  const m = useMessages()
  const seconds = useSecondsLeft(availableAt)
  return (
    <button
      type="button"
      className="text-button otp-resend"
      disabled={pending || seconds > 0}
      aria-busy={pending}
      data-testid="foyer-otp-resend"
      onClick={onResend}
    >
      {seconds > 0 ? formatMessage(m.resendCodeIn, { seconds }) : m.resendCode}
    </button>
  )
}
