import { type PayError, type PayParameters, type PayResult, payMutationOptions } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { type UseMutationReturnType, useMutation } from './useMutation.js'

export type UsePayReturnType = Omit<
  UseMutationReturnType<PayResult, PayError, PayParameters>,
  'mutate' | 'mutateAsync'
> & {
  pay(parameters: PayParameters): void
  payAsync(parameters: PayParameters): Promise<PayResult>
}

/**
 * Takes a payment (`features.pay`): `payAsync({ recipient, amount, asset, network })` opens the Pay view and
 * resolves with the mined transaction, or rejects with a PayError ('Payment cancelled', …).
 */
export function usePay(): UsePayReturnType {
  const foyer = useFoyer()
  const options = useMemo(() => payMutationOptions(foyer), [foyer])
  const { mutate, mutateAsync, ...result } = useMutation<PayResult, PayParameters, PayError>(
    options,
  )
  return { ...result, pay: mutate, payAsync: mutateAsync }
}
