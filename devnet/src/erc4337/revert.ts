// Names what a revert says: Error(string), Panic(uint256), OpenZeppelin's ERC-20 errors, else its raw data.
import { decodeErrorResult, type Hex, parseAbi, size, slice } from 'viem'

/** OpenZeppelin 5's ERC-20 custom errors (IERC20Errors), the ones token calls most often revert with. */
const ERC20_ERRORS_ABI = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
])

/** A short, readable reason for revert data. */
export function describeRevert(data: Hex): string {
  if (size(data) === 0) return 'reverted without a reason'
  try {
    // viem's decodeErrorResult knows Error(string) and Panic(uint256) besides the ABI's errors.
    const decoded = decodeErrorResult({ abi: ERC20_ERRORS_ABI, data }) as {
      errorName: string
      args?: readonly unknown[]
    }
    const args = decoded.args ?? []
    if (decoded.errorName === 'Error') return String(args[0])
    if (decoded.errorName === 'Panic') return `panic 0x${BigInt(args[0] as bigint).toString(16)}`
    return `${decoded.errorName}(${args.map(String).join(', ')})`
  } catch {
    return size(data) >= 4
      ? `custom error ${slice(data, 0, 4)} (data ${data})`
      : `reverted with data ${data}`
  }
}
