// @vitest-environment happy-dom
import type { ConnectAnswer } from '@foyer/core'
import { expect, test } from 'vitest'
import {
  click,
  createTestFoyer,
  get,
  modal,
  render,
  step,
  type,
  waitFor,
} from '../../_test/render.js'

async function connectWith(connect: ReturnType<typeof createTestFoyer>['adapter']['connect']) {
  const foyer = createTestFoyer()
  foyer.adapter.connect = connect
  await render(<p>host</p>, foyer)
  await step(() => foyer.open())
  const shadow = await waitFor(() => modal())
  await click(get('[data-testid="wallet-memory"]', shadow))
  return { foyer, shadow }
}

test('the code step waits for the flow after a code is sent, shows its refusal, and asks for a new code', async () => {
  const answers: ConnectAnswer[] = []
  let checked = () => {}
  const { shadow } = await connectWith(async ({ flow }) => {
    flow.step({ type: 'awaitOtp', email: 'a@b.co', resendAvailableAt: Date.now() - 1 })
    answers.push(await flow.answer())
    await new Promise<void>((resolve) => {
      checked = resolve
    })
    flow.step({ type: 'awaitOtp', email: 'a@b.co', error: 'Invalid code' })
    answers.push(await flow.answer())
    flow.step({ type: 'awaitOtp', email: 'a@b.co', resendAvailableAt: Date.now() + 30_000 })
    await new Promise(() => {})
  })
  const digit = (n: number) => get<HTMLInputElement>(`[data-testid="foyer-otp-digit-${n}"]`, shadow)
  await waitFor(() => digit(1))
  for (const [index, value] of [...'11111'].entries())
    await step(() => type(digit(index + 1), value))
  expect(answers).toEqual([])
  await step(() => type(digit(6), '1'))
  expect(answers).toEqual([{ value: '111111' }])
  // The flow still shows the same step while it checks the code: the boxes wait.
  expect(digit(1).readOnly).toBe(true)
  expect(get('.otp [role="status"]', shadow).textContent).toBe('Checking the code…')

  await step(() => checked())
  await waitFor(() =>
    expect(get('[data-testid="foyer-otp-error"]', shadow).textContent).toBe('Invalid code'),
  )
  expect(digit(1).readOnly).toBe(false)
  expect(digit(1).value).toBe('')

  await click(get('[data-testid="foyer-otp-resend"]', shadow))
  expect(answers[1]).toEqual({ resend: true })
  await waitFor(() =>
    expect(get('[data-testid="foyer-otp-resend"]', shadow).textContent).toBe('Resend code in 30 s'),
  )
  expect(shadow.querySelector('[data-testid="foyer-otp-error"]')).toBeNull()
})

test('device approval: what to do, that the page goes on by itself, and the step’s error', async () => {
  const { shadow } = await connectWith(async ({ flow }) => {
    flow.step({ type: 'awaitDeviceApproval', email: 'a@b.co', error: 'The link expired' })
    await new Promise(() => {})
  })
  const panel = await waitFor(() => get('[data-testid="foyer-device-approval"]', shadow))
  expect(panel.textContent).toContain('Approve this device from the e-mail sent to a@b.co')
  expect(panel.textContent).toContain('This page continues by itself once the device is approved.')
  const error = get('[data-testid="foyer-device-error"]', shadow)
  expect(error.getAttribute('role')).toBe('alert')
  expect(error.textContent).toBe('The link expired')
})
