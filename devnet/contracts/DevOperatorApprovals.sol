// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The operator approvals ERC-721 and ERC-1155 share (`setApprovalForAll`, `isApprovedForAll`), for
/// the devnet's NFT collections.
abstract contract DevOperatorApprovals {
    mapping(address => mapping(address => bool)) private _operators;

    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) public view returns (bool) {
        return _operators[owner][operator];
    }
}
