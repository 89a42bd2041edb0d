// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "./FoyerAccount.sol";

/// @notice Creates FoyerAccounts as ERC-1967 proxies at CREATE2 addresses fixed by (owner, salt), the way
/// SimpleAccountFactory does. The EntryPoint calls createAccount through a user operation's factory data.
contract FoyerAccountFactory {
    FoyerAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new FoyerAccount(entryPoint);
    }

    /// @notice Deploys the account of (owner, salt), or returns it when it exists already (so the
    /// EntryPoint's getSenderAddress works before and after).
    function createAccount(address owner, uint256 salt) public returns (FoyerAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return FoyerAccount(payable(addr));
        ret = FoyerAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// @notice The address createAccount(owner, salt) deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
