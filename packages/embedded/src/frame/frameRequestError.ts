/** A request the frame refuses, with the EIP-1193 / JSON-RPC code a wallet would give. */
export class FrameRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
