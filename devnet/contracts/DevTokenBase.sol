// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Shared storage and bookkeeping for the devnet tokens. No constructor: the runtime code is
/// placed at a fixed address with anvil_setCode, so every value lives in code or in storage slots.
/// Storage layout (relied on by nothing outside this file): slot 0 balances, slot 1 allowances,
/// slot 2 total supply.
abstract contract DevTokenBase {
    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) private _allowances;
    uint256 private _totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function name() external pure virtual returns (string memory);
    function symbol() external pure virtual returns (string memory);
    function decimals() external pure virtual returns (uint8);

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address account) external view returns (uint256) {
        return _balances[account];
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return _allowances[owner][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowances[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @notice Anyone may mint on a devnet.
    function mint(address to, uint256 value) external {
        require(to != address(0), "mint to zero address");
        _totalSupply += value;
        _balances[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "transfer to zero address");
        uint256 balance = _balances[from];
        require(balance >= value, "transfer amount exceeds balance");
        unchecked {
            _balances[from] = balance - value;
        }
        _balances[to] += value;
        emit Transfer(from, to, value);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal {
        uint256 current = _allowances[owner][spender];
        if (current == type(uint256).max) return;
        require(current >= value, "insufficient allowance");
        unchecked {
            _allowances[owner][spender] = current - value;
        }
    }
}
