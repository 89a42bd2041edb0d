// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @notice ERC-1271 signatures bound to one account on one chain (ERC-7739, "defensive rehashing"). The key
/// never signs the application's hash itself, which any other account of the same key (its EOA, a second smart
/// account, the same account on another chain) would accept too; it signs that hash nested in typed data that
/// names this account and this chain:
/// - an EIP-191 message's hash as `PersonalSign(bytes prefixed)` in this account's own EIP-712 domain;
/// - an application's EIP-712 data as `TypedDataSign(<Contents> contents, string name, string version,
///   uint256 chainId, address verifyingContract, bytes32 salt)` in the application's domain, its other
///   fields this account's domain. The signature then carries what rebuilds it:
///   `ownerSignature ‖ appDomainSeparator ‖ contentsHash ‖ contentsDescription ‖ uint16(description length)`.
/// Wallets show both as readable typed data; a key's raw signature over a hash is never accepted.
abstract contract NestedSignatures is EIP712 {
    bytes32 private constant PERSONAL_SIGN_TYPEHASH = keccak256("PersonalSign(bytes prefixed)");

    /// ERC-7739's detection: isValidSignature(0x7739…7739, "") answers 0x7739 and the version, 1.
    bytes32 private constant DETECTION_HASH = 0x7739773977397739773977397739773977397739773977397739773977397739;
    bytes4 internal constant SUPPORTS_NESTED_SIGNATURES = 0x77390001;

    /// The owner's signature (65 bytes), the two hashes, the uint16 length.
    uint256 private constant WRAPPER_LENGTH = 65 + 32 + 32 + 2;

    constructor(string memory name, string memory version) EIP712(name, version) {}

    /// @dev Whether `signature` is the account's key's signature over `digest` (never reverts).
    function _isOwnerSignature(bytes32 digest, bytes calldata signature) internal view virtual returns (bool);

    /// @dev Whether `signature` signs `hash` for this account on this chain, in either nested form.
    function _isValidNestedSignature(bytes32 hash, bytes calldata signature) internal view returns (bool) {
        if (signature.length >= WRAPPER_LENGTH) {
            uint256 descriptionLength = uint16(bytes2(signature[signature.length - 2:]));
            if (signature.length == WRAPPER_LENGTH + descriptionLength) {
                bytes32 appDomain = bytes32(signature[65:97]);
                bytes32 contents = bytes32(signature[97:129]);
                // Only when the wrapper rebuilds the hash asked about is it read as typed data; anything
                // else is a personal-sign signature (which then fails on its length).
                if (MessageHashUtils.toTypedDataHash(appDomain, contents) == hash) {
                    bytes32 digest =
                        _typedDataSignDigest(appDomain, contents, signature[129:129 + descriptionLength]);
                    return digest != bytes32(0) && _isOwnerSignature(digest, signature[:65]);
                }
            }
        }
        return _isOwnerSignature(_hashTypedDataV4(keccak256(abi.encode(PERSONAL_SIGN_TYPEHASH, hash))), signature);
    }

    /// @dev ERC-7739's detection request, answered without a signature.
    function _isDetectionRequest(bytes32 hash, bytes calldata signature) internal pure returns (bool) {
        return hash == DETECTION_HASH && signature.length == 0;
    }

    /// @dev What the key signed for `contents` of an application's domain: TypedDataSign's digest, or zero
    /// when the description is malformed.
    function _typedDataSignDigest(bytes32 appDomain, bytes32 contents, bytes calldata description)
        private
        view
        returns (bytes32)
    {
        (bool ok, bytes calldata contentsName, bytes calldata contentsType) = _splitDescription(description);
        if (!ok) return bytes32(0);
        bytes32 typeHash = keccak256(
            abi.encodePacked(
                "TypedDataSign(",
                contentsName,
                " contents,string name,string version,uint256 chainId,address verifyingContract,bytes32 salt)",
                contentsType
            )
        );
        bytes32 structHash = keccak256(
            abi.encode(
                typeHash,
                contents,
                keccak256(bytes(_EIP712Name())),
                keccak256(bytes(_EIP712Version())),
                block.chainid,
                address(this),
                bytes32(0)
            )
        );
        return MessageHashUtils.toTypedDataHash(appDomain, structHash);
    }

    /// @dev The contents type's name and its whole type string. Implicit mode: the description is the type
    /// string, which starts with the name (`Mail(…)…`). Explicit mode: the type string then the name
    /// (`…Mail(…)Mail`), for contents whose referenced types sort before their own name. A name that is empty,
    /// starts with a lowercase letter or holds `,`, space, `(`, `)` or NUL is refused: it would let a
    /// description forge TypedDataSign's own fields.
    function _splitDescription(bytes calldata description)
        private
        pure
        returns (bool ok, bytes calldata contentsName, bytes calldata contentsType)
    {
        uint256 length = description.length;
        if (length == 0) return (false, description[:0], description[:0]);
        if (description[length - 1] == ")") {
            uint256 open = 0;
            while (open < length && description[open] != "(") open++;
            contentsName = description[:open];
            contentsType = description;
        } else {
            uint256 close = length;
            while (close > 0 && description[close - 1] != ")") close--;
            if (close == 0) return (false, description[:0], description[:0]);
            contentsName = description[close:];
            contentsType = description[:close];
        }
        return (_isValidContentsName(contentsName), contentsName, contentsType);
    }

    function _isValidContentsName(bytes calldata name) private pure returns (bool) {
        if (name.length == 0 || (name[0] >= "a" && name[0] <= "z")) return false;
        for (uint256 i = 0; i < name.length; i++) {
            bytes1 c = name[i];
            if (c == "," || c == " " || c == "(" || c == ")" || c == 0x00) return false;
        }
        return true;
    }
}
