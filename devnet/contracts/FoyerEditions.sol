// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevOperatorApprovals} from "./DevOperatorApprovals.sol";

/// @notice A devnet ERC-1155 collection (with the metadata URI extension): editions of which an account holds
/// several. No constructor: the runtime code is placed at a fixed address with anvil_setCode, and the seed
/// names the collection and mints. `uri(id)` answers the id's own URI when the seed set one, else the
/// collection's template (which may hold ERC-1155's `{id}`). Anyone may mint on a devnet.
contract FoyerEditions is DevOperatorApprovals {
    string private _name;
    string private _symbol;
    string private _template;
    mapping(uint256 => string) private _uris;
    mapping(uint256 => mapping(address => uint256)) private _balances;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event URI(string value, uint256 indexed id);

    /// @notice Names the collection and sets its URI template (the seed does, once per start).
    function setCollection(string calldata name_, string calldata symbol_, string calldata template_) external {
        _name = name_;
        _symbol = symbol_;
        _template = template_;
    }

    /// @notice Gives one id its own metadata URI.
    function setURI(uint256 id, string calldata uri_) external {
        _uris[id] = uri_;
        emit URI(uri_, id);
    }

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function uri(uint256 id) external view returns (string memory) {
        return bytes(_uris[id]).length > 0 ? _uris[id] : _template;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, ERC-1155, ERC-1155 metadata URI.
        return id == 0x01ffc9a7 || id == 0xd9b67a26 || id == 0x0e89341c;
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "zero address");
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) balances[i] = balanceOf(accounts[i], ids[i]);
    }

    function mint(address to, uint256 id, uint256 value) external {
        require(to != address(0), "mint to zero address");
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values) external {
        require(to != address(0), "mint to zero address");
        require(ids.length == values.length, "length mismatch");
        for (uint256 i = 0; i < ids.length; i++) _balances[ids[i]][to] += values[i];
        emit TransferBatch(msg.sender, address(0), to, ids, values);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length > 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(answer == IERC1155Receiver.onERC1155Received.selector, "receiver refused");
        }
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        require(ids.length == values.length, "length mismatch");
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            require(answer == IERC1155Receiver.onERC1155BatchReceived.selector, "receiver refused");
        }
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        require(to != address(0), "transfer to zero address");
        require(msg.sender == from || isApprovedForAll(from, msg.sender), "not allowed");
        require(_balances[id][from] >= value, "insufficient balance");
        _balances[id][from] -= value;
        _balances[id][to] += value;
    }
}

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}
