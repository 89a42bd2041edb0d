/**
 * An e-mail address field as every form of the modal asks for one: the mobile keyboard for addresses, the
 * browser's autofill, no spell check, and its error (shown by the form) tied to it for assistive technology.
 */
export function EmailInput({
  id,
  value,
  onChange,
  errorId,
  readOnly,
  testId,
}: {
  id: string
  value: string
  onChange(value: string): void
  /** The id of the error shown under the field, when there is one. */
  errorId: string | undefined
  readOnly?: boolean | undefined
  testId: string
}) {
  return (
    <input
      id={id}
      className="input"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      value={value}
      readOnly={readOnly}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
