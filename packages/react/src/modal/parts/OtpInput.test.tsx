// @vitest-environment happy-dom
import { act, useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestFoyer, render, type } from '../../_test/render.js'
import { OtpInput, type OtpInputProps } from './OtpInput.js'

afterEach(() => vi.useRealTimers())

/** OtpInput with props the test changes later, as a view would re-render it. */
async function renderOtp(initial: Partial<OtpInputProps> = {}) {
  const onComplete = vi.fn()
  let setProps: (props: Partial<OtpInputProps>) => void = () => {}
  function Host() {
    const [props, set] = useState<Partial<OtpInputProps>>(initial)
    setProps = set
    return <OtpInput label="Enter the code sent to a@b.co" onComplete={onComplete} {...props} />
  }
  const container = await render(<Host />, createTestFoyer())
  const digit = (n: number) =>
    container.querySelector<HTMLInputElement>(
      `[data-testid="foyer-otp-digit-${n}"]`,
    ) as HTMLInputElement
  const digits = () => [1, 2, 3, 4, 5, 6].map((n) => digit(n).value).join('')
  const rerender = (props: Partial<OtpInputProps>) => act(async () => setProps(props))
  return { container, onComplete, digit, digits, rerender }
}

const typeIn = (input: HTMLInputElement, value: string) =>
  act(async () => {
    input.focus()
    type(input, value)
  })

const press = (input: HTMLInputElement, key: string) =>
  act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })

const paste = (input: HTMLInputElement, text: string) =>
  act(async () => {
    const event = new Event('paste', { bubbles: true, cancelable: true })
    Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
    input.dispatchEvent(event)
  })

test('six labelled boxes in a group named by the prompt; typing a digit moves to the next box', async () => {
  const { container, digit, digits } = await renderOtp()
  const group = container.querySelector('[data-testid="foyer-otp-input"]') as HTMLElement
  expect(group.tagName).toBe('FIELDSET')
  expect(group.querySelector('legend')?.textContent).toBe('Enter the code sent to a@b.co')
  expect(digit(1).getAttribute('aria-label')).toBe('Digit 1 of 6')
  expect(digit(6).getAttribute('aria-label')).toBe('Digit 6 of 6')
  expect(digit(1).getAttribute('autocomplete')).toBe('one-time-code')
  expect(digit(1).getAttribute('inputmode')).toBe('numeric')

  await typeIn(digit(1), '4')
  expect(document.activeElement).toBe(digit(2))
  await typeIn(digit(2), 'x')
  expect(digits()).toBe('4')
  expect(document.activeElement).toBe(digit(2))
})

test('Backspace in an empty box clears the one before and moves there', async () => {
  const { digit, digits } = await renderOtp()
  await typeIn(digit(1), '1')
  await typeIn(digit(2), '2')
  await typeIn(digit(3), '3')
  expect(document.activeElement).toBe(digit(4))
  await press(digit(4), 'Backspace')
  expect(document.activeElement).toBe(digit(3))
  expect(digits()).toBe('12')
})

test('a pasted code with spaces fills every box, wherever it is pasted, and is submitted', async () => {
  const { digit, digits, onComplete } = await renderOtp()
  await paste(digit(3), ' 123 456 ')
  expect(digits()).toBe('123456')
  expect(onComplete).toHaveBeenCalledTimes(1)
  expect(onComplete).toHaveBeenCalledWith('123456')
  await paste(digit(1), 'abcdef')
  expect(digits()).toBe('123456')
})

test('the sixth digit submits once; a refusal clears the boxes, focuses the first and says why', async () => {
  const { container, digit, digits, onComplete, rerender } = await renderOtp()
  for (const [index, value] of [...'12345'].entries()) await typeIn(digit(index + 1), value)
  expect(onComplete).not.toHaveBeenCalled()
  await typeIn(digit(6), '6')
  expect(onComplete).toHaveBeenCalledTimes(1)
  expect(onComplete).toHaveBeenCalledWith('123456')
  await press(digit(6), 'Enter')
  expect(onComplete).toHaveBeenCalledTimes(1)

  await rerender({ busy: true })
  expect(digit(1).readOnly).toBe(true)
  expect(container.querySelector('[role="status"]')?.textContent).toBe('Checking the code…')
  await rerender({ busy: false, error: 'Invalid code' })
  const alert = container.querySelector('[data-testid="foyer-otp-error"]') as HTMLElement
  expect(alert.getAttribute('role')).toBe('alert')
  expect(alert.textContent).toBe('Invalid code')
  expect(digits()).toBe('')
  expect(document.activeElement).toBe(digit(1))
  expect(digit(1).getAttribute('aria-invalid')).toBe('true')

  // The same code typed again is sent again; the same error text after another check clears again.
  await paste(digit(1), '123456')
  expect(onComplete).toHaveBeenCalledTimes(2)
  await rerender({ busy: true, error: 'Invalid code' })
  await rerender({ busy: false, error: 'Invalid code' })
  expect(digits()).toBe('')
})

test('resend counts down each second while the cooldown runs, then asks for a new code', async () => {
  vi.useFakeTimers()
  const onResend = vi.fn()
  const { container } = await renderOtp({
    resend: { availableAt: Date.now() + 2_500, onResend },
  })
  const button = container.querySelector('[data-testid="foyer-otp-resend"]') as HTMLButtonElement
  expect(button.textContent).toBe('Resend code in 3 s')
  expect(button.disabled).toBe(true)
  await act(async () => vi.advanceTimersByTime(500))
  expect(button.textContent).toBe('Resend code in 2 s')
  await act(async () => vi.advanceTimersByTime(999))
  expect(button.textContent).toBe('Resend code in 2 s')
  await act(async () => vi.advanceTimersByTime(1))
  expect(button.textContent).toBe('Resend code in 1 s')
  await act(async () => button.click())
  expect(onResend).not.toHaveBeenCalled()
  await act(async () => vi.advanceTimersByTime(1_000))
  expect(button.textContent).toBe('Resend code')
  expect(button.disabled).toBe(false)
  await act(async () => button.click())
  expect(onResend).toHaveBeenCalledTimes(1)
})

test('without a resend control none is shown', async () => {
  const { container } = await renderOtp()
  expect(container.querySelector('[data-testid="foyer-otp-resend"]')).toBeNull()
})

test('the boxes run left to right in a right-to-left page (the first digit leftmost); the label keeps its own direction', async () => {
  const { container } = await renderOtp({ label: 'أدخل الرمز المرسل إلى a@b.co' })
  const boxes = container.querySelector('[data-testid="foyer-otp-input"]') as HTMLElement
  expect(boxes.getAttribute('dir')).toBe('ltr')
  expect(boxes.querySelector('legend')?.getAttribute('dir')).toBe('auto')
})
