// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A smart account that signs the ERC-1271 way: a signature is valid when its owner's key made it.
/// Placed with anvil_setCode at DEVNET_SMART_ACCOUNT, its owner written to storage slot 0 with
/// anvil_setStorageAt (setCode runs no constructor). Only for checking message verification.
contract DevSmartAccount {
    address public owner;

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
