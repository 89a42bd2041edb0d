// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice The devnet's ERC-4337 (v0.7) account: SimpleAccount (one owner key, execute, executeBatch, UUPS)
/// plus session keys and ERC-1271. A session key may only send `transfer`s of one token, up to an allowance,
/// until a time; the EntryPoint enforces the time from the validation data (no TIMESTAMP during validation).
contract FoyerAccount is SimpleAccount, IERC1271 {
    struct Session {
        address token;
        uint128 allowance;
        uint128 spent;
        uint48 validUntil;
        bool active;
    }

    /// @notice Session key address → its permission.
    mapping(address => Session) public sessions;

    event SessionGranted(address indexed key, address indexed token, uint128 allowance, uint48 validUntil);
    event SessionRevoked(address indexed key);

    /// Length of `execute(token, 0, transfer(to, amount))`'s calldata: selector, three head words, the inner
    /// bytes' length word and its 68 bytes padded to 96.
    uint256 private constant SESSION_CALL_LENGTH = 4 + 32 * 3 + 32 + 96;

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// @dev Besides the EntryPoint and the owner (SimpleAccount's guard), the account itself: an owner's user
    /// operation reaches this through `execute(address(this), 0, grantSession(...))`.
    function _requireFromEntryPointOwnerOrSelf() internal view {
        if (msg.sender != address(this)) _requireFromEntryPointOrOwner();
    }

    /// @notice Lets `key` transfer up to `allowance` of `token` until `validUntil` (0: no end). Re-granting a
    /// key starts its spending from zero.
    function grantSession(address key, address token, uint128 allowance, uint48 validUntil) external {
        _requireFromEntryPointOwnerOrSelf();
        require(key != address(0) && key != owner, "FoyerAccount: invalid session key");
        sessions[key] = Session(token, allowance, 0, validUntil, true);
        emit SessionGranted(key, token, allowance, validUntil);
    }

    /// @notice Ends `key`'s session.
    function revokeSession(address key) external {
        _requireFromEntryPointOwnerOrSelf();
        sessions[key].active = false;
        emit SessionRevoked(key);
    }

    /// @notice ERC-1271: valid when the owner's key signed `hash` itself (no prefix added here).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(hash, signature);
        if (err == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// @dev The owner may do anything; an active session key only `execute(token, 0, transfer(to, amount))`
    /// within its allowance. Never reverts on a bad signature: a failure is SIG_VALIDATION_FAILED.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(hash, userOp.signature);
        if (err != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == owner) return SIG_VALIDATION_SUCCESS;
        return _validateSession(signer, userOp.callData);
    }

    function _validateSession(address key, bytes calldata callData) internal returns (uint256) {
        Session storage session = sessions[key];
        if (!session.active) return SIG_VALIDATION_FAILED;
        (bool isTransfer, uint256 amount) = _sessionTransferAmount(session.token, callData);
        if (!isTransfer || amount > session.allowance - session.spent) return SIG_VALIDATION_FAILED;
        // Counted at validation: an operation that then fails to execute still uses up its amount.
        session.spent += uint128(amount);
        return _packValidationData(false, session.validUntil, 0);
    }

    /// @dev Whether `callData` is exactly `execute(token, 0, transfer(to, amount))` in the canonical encoding,
    /// and its amount. Reads `to` and `amount` at their fixed offsets, then compares with the encoding of
    /// those values, so no malformed input can make it revert or pass.
    function _sessionTransferAmount(address token, bytes calldata callData) internal pure returns (bool, uint256) {
        if (callData.length != SESSION_CALL_LENGTH) return (false, 0);
        address to = address(uint160(uint256(bytes32(callData[136:168]))));
        uint256 amount = uint256(bytes32(callData[168:200]));
        bytes memory expected =
            abi.encodeCall(SimpleAccount.execute, (token, 0, abi.encodeCall(IERC20.transfer, (to, amount))));
        return (keccak256(expected) == keccak256(callData), amount);
    }
}
