import { classifyEvmMethod, classifySolanaMethod } from '../../protocol/rpcMethods.js'
import { FrameRequestError, serveEvmRequest } from '../evmRequests.js'
import { isSolanaChainId } from './chains.js'
import type { FrameContext } from './frameContext.js'
import type { HandlersOf } from './types.js'

/** JSON-RPC requests: reads answered here, signing only through the visitor's approval in the wallet. */
export function requestHandlers(
  frame: FrameContext,
): HandlersOf<'RPC_REQUEST' | 'PREPARE_APPROVAL' | 'AWAIT_APPROVAL' | 'CANCEL_APPROVAL'> {
  const { config, desk } = frame
  return {
    async RPC_REQUEST({ method, params, chainId }) {
      // A signing request is never served on the host's word alone: it waits for the visitor's click in
      // the approval page (PREPARE_APPROVAL, AWAIT_APPROVAL).
      const signing = isSolanaChainId(chainId)
        ? classifySolanaMethod(method) === 'signing'
        : classifyEvmMethod(method) === 'signing'
      if (signing)
        throw new FrameRequestError(
          'Signing requests need the visitor’s approval in the wallet (PREPARE_APPROVAL)',
          4001,
        )
      if (isSolanaChainId(chainId)) {
        frame.requireCluster(chainId)
        // Every Solana method the wallet serves signs: none is answered here (see above).
        throw new FrameRequestError('Requested RPC call is not allowed', 4200)
      }
      const target = frame.requireChain(chainId)
      const smart = await frame.activeSmartAccount(target)
      const result = await serveEvmRequest(
        { method, params },
        frame.session?.account,
        target,
        smart,
        config,
      )
      return { result }
    },
    async PREPARE_APPROVAL({ method, params, chainId }) {
      const origin = frame.parentOrigin()
      if (!origin) throw new FrameRequestError('The app is not verified', 4100)
      if (isSolanaChainId(chainId)) {
        if (classifySolanaMethod(method) !== 'signing')
          throw new FrameRequestError('Requested RPC call is not allowed', 4200)
        // The decoders load with the first signing request, not with the frame.
        const { prepareSolanaRequest } = await import('../prepareSolana.js')
        const prepared = prepareSolanaRequest(
          { method, params },
          await frame.session?.solana(),
          frame.requireCluster(chainId),
          origin,
        )
        return { approvalId: desk.prepare(prepared) }
      }
      if (classifyEvmMethod(method) !== 'signing')
        throw new FrameRequestError('Requested RPC call is not allowed', 4200)
      const target = frame.requireChain(chainId)
      const { prepareEvmRequest } = await import('../prepareEvm.js')
      const prepared = await prepareEvmRequest(
        { method, params },
        frame.session?.account,
        target,
        await frame.activeSmartAccount(target),
        config,
        origin,
      )
      return { approvalId: desk.prepare(prepared) }
    },
    async AWAIT_APPROVAL({ approvalId }) {
      return { result: await desk.wait(approvalId) }
    },
    async CANCEL_APPROVAL({ approvalId }) {
      desk.cancel(approvalId)
      return {}
    },
  }
}
