import { parseAbi } from 'viem'

/** FoyerAccount (ERC-4337 v0.7: SimpleAccount plus session keys and ERC-1271): what the client calls. */
export const foyerAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function grantSession(address key, address token, uint128 allowance, uint48 validUntil)',
  'function revokeSession(address key)',
  'function sessions(address key) view returns (address token, uint128 allowance, uint128 spent, uint48 validUntil, bool active)',
  'function owner() view returns (address)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'event SessionGranted(address indexed key, address indexed token, uint128 allowance, uint48 validUntil)',
  'event SessionRevoked(address indexed key)',
])

/** FoyerAccountFactory: accounts at CREATE2 addresses fixed by (owner, salt). */
export const foyerAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function accountImplementation() view returns (address)',
])
