import { useId } from 'react'

/** A search box with a label for assistive technology (the placeholder says the same to the eye). */
export function SearchField({
  label,
  value,
  onChange,
  testId,
  maxLength,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId?: string | undefined
  /** The service's limit: longer searches cannot be typed or pasted. */
  maxLength?: number | undefined
}) {
  const id = useId()
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input search"
        type="search"
        placeholder={label}
        autoComplete="off"
        value={value}
        maxLength={maxLength}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}
