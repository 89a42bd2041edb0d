// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "./NestedSignatures.sol";

/// @notice The devnet's ERC-4337 (v0.7) account: SimpleAccount (one owner key, execute, executeBatch, UUPS)
/// plus session keys and ERC-1271. A session key may only send `transfer`s of one token, up to an allowance,
/// until a time, for at most a fee budget in wei, through no paymaster or the one its grant names; the
/// EntryPoint enforces the time from the validation data (no TIMESTAMP during validation). ERC-1271 accepts
/// only the owner's signatures bound to this account and chain (ERC-7739, NestedSignatures).
contract FoyerAccount is SimpleAccount, IERC1271, NestedSignatures {
    struct Session {
        address token;
        uint128 allowance;
        uint128 spent;
        uint48 validUntil;
        bool active;
        /// The one paymaster its operations may name; zero: none, the account pays.
        address paymaster;
        /// Wei its operations may cost at most, over the whole session, whoever pays (the account or the
        /// paymaster): each counts its maximum cost, every gas limit times maxFeePerGas, at validation.
        uint128 feeAllowance;
        uint128 feeSpent;
    }

    /// @notice Session key address → its permission.
    mapping(address => Session) public sessions;

    event SessionGranted(
        address indexed key,
        address indexed token,
        uint128 allowance,
        uint48 validUntil,
        address paymaster,
        uint128 feeAllowance
    );
    event SessionRevoked(address indexed key);

    /// Length of `execute(token, 0, transfer(to, amount))`'s calldata: selector, three head words, the inner
    /// bytes' length word and its 68 bytes padded to 96.
    uint256 private constant SESSION_CALL_LENGTH = 4 + 32 * 3 + 32 + 96;

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) NestedSignatures("FoyerAccount", "1") {}

    /// @dev Besides the EntryPoint and the owner (SimpleAccount's guard), the account itself: an owner's user
    /// operation reaches this through `execute(address(this), 0, grantSession(...))`.
    function _requireFromEntryPointOwnerOrSelf() internal view {
        if (msg.sender != address(this)) _requireFromEntryPointOrOwner();
    }

    /// @notice Lets `key` transfer up to `allowance` of `token` until `validUntil` (0: no end), its operations
    /// costing at most `feeAllowance` wei in all and naming no paymaster but `paymaster` (zero: none).
    /// Re-granting a key starts its spending from zero.
    function grantSession(
        address key,
        address token,
        uint128 allowance,
        uint48 validUntil,
        address paymaster,
        uint128 feeAllowance
    ) external {
        _requireFromEntryPointOwnerOrSelf();
        require(key != address(0) && key != owner, "FoyerAccount: invalid session key");
        sessions[key] = Session(token, allowance, 0, validUntil, true, paymaster, feeAllowance, 0);
        emit SessionGranted(key, token, allowance, validUntil, paymaster, feeAllowance);
    }

    /// @notice Ends `key`'s session.
    function revokeSession(address key) external {
        _requireFromEntryPointOwnerOrSelf();
        sessions[key].active = false;
        emit SessionRevoked(key);
    }

    /// @notice ERC-1271: valid when the owner's key signed `hash` nested for this account and chain
    /// (ERC-7739's PersonalSign or TypedDataSign); the owner's raw signature over `hash` is not.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (_isDetectionRequest(hash, signature)) return SUPPORTS_NESTED_SIGNATURES;
        if (_isValidNestedSignature(hash, signature)) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    function _isOwnerSignature(bytes32 digest, bytes calldata signature) internal view override returns (bool) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        return err == ECDSA.RecoverError.NoError && signer == owner;
    }

    /// @dev The owner may do anything; an active session key only `execute(token, 0, transfer(to, amount))`
    /// of more than zero within its allowance, within its fee budget, through no paymaster or its own. Never
    /// reverts on a bad signature or operation: a failure is SIG_VALIDATION_FAILED.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(hash, userOp.signature);
        if (err != ECDSA.RecoverError.NoError) return SIG_VALIDATION_FAILED;
        if (signer == owner) return SIG_VALIDATION_SUCCESS;
        return _validateSession(signer, userOp);
    }

    function _validateSession(address key, PackedUserOperation calldata userOp) internal returns (uint256) {
        Session storage session = sessions[key];
        if (!session.active) return SIG_VALIDATION_FAILED;
        (bool isTransfer, uint256 amount) = _sessionTransferAmount(session.token, userOp.callData);
        // A 0-token transfer moves nothing the session was granted for: it could only spend gas.
        if (!isTransfer || amount == 0 || amount > session.allowance - session.spent) return SIG_VALIDATION_FAILED;
        if (!_isSessionPaymaster(session.paymaster, userOp.paymasterAndData)) return SIG_VALIDATION_FAILED;
        (bool bounded, uint256 maxCost) = _maxCost(userOp);
        if (!bounded || maxCost > session.feeAllowance - session.feeSpent) return SIG_VALIDATION_FAILED;
        // Counted at validation: an operation that then fails to execute still uses up its amount and fee.
        session.spent += uint128(amount);
        session.feeSpent += uint128(maxCost);
        return _packValidationData(false, session.validUntil, 0);
    }

    /// @dev No paymaster, or the session's (a zero `allowed` allows none).
    function _isSessionPaymaster(address allowed, bytes calldata paymasterAndData) internal pure returns (bool) {
        if (paymasterAndData.length == 0) return true;
        if (allowed == address(0) || paymasterAndData.length < UserOperationLib.PAYMASTER_DATA_OFFSET) return false;
        return address(bytes20(paymasterAndData[:20])) == allowed;
    }

    /// @dev The most the operation can cost, as the EntryPoint reckons its prefund: every gas limit (the
    /// paymaster's too) times maxFeePerGas. Not bounded when that overflows.
    function _maxCost(PackedUserOperation calldata userOp) internal pure returns (bool, uint256) {
        if (userOp.preVerificationGas > type(uint128).max) return (false, 0);
        uint256 gas = UserOperationLib.unpackVerificationGasLimit(userOp) + UserOperationLib.unpackCallGasLimit(userOp)
            + userOp.preVerificationGas;
        if (userOp.paymasterAndData.length >= UserOperationLib.PAYMASTER_DATA_OFFSET) {
            gas += UserOperationLib.unpackPaymasterVerificationGasLimit(userOp)
                + UserOperationLib.unpackPostOpGasLimit(userOp);
        }
        uint256 maxFeePerGas = UserOperationLib.unpackMaxFeePerGas(userOp);
        if (maxFeePerGas != 0 && gas > type(uint128).max / maxFeePerGas) return (false, 0);
        return (true, gas * maxFeePerGas);
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
