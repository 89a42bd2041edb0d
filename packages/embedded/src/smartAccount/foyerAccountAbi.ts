import { parseAbi } from 'viem'

/** FoyerAccount (ERC-4337 v0.7: SimpleAccount plus session keys and ERC-1271): what the client calls. */
export const foyerAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function grantSession(address key, address token, uint128 allowance, uint48 validUntil, address paymaster, uint128 feeAllowance)',
  'function revokeSession(address key)',
  'function sessions(address key) view returns (address token, uint128 allowance, uint128 spent, uint48 validUntil, bool active, address paymaster, uint128 feeAllowance, uint128 feeSpent)',
  'function owner() view returns (address)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
  'event SessionGranted(address indexed key, address indexed token, uint128 allowance, uint48 validUntil, address paymaster, uint128 feeAllowance)',
  'event SessionRevoked(address indexed key)',
])

/** FoyerAccountFactory: accounts at CREATE2 addresses fixed by (owner, salt). */
export const foyerAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function accountImplementation() view returns (address)',
])
