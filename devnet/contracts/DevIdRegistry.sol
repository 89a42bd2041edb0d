// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Stands in for Farcaster's IdRegistry (on Optimism, at the same address) on the devnet, for local
/// Sign In With Farcaster checks only: the same `idOf` and `custodyOf` views, which is all a verifier reads.
/// Placed with anvil_setCode; the seed writes its test accounts straight into the two mappings' storage.
contract DevIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    /// @notice Gives `fid` to `custody`; both must be free (unlike the real registry, any fid may be chosen).
    function register(address custody, uint256 fid) external {
        require(fid != 0 && custody != address(0), "DevIdRegistry: zero");
        require(custodyOf[fid] == address(0) && idOf[custody] == 0, "DevIdRegistry: taken");
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
